import { Button, EmptyState, Skeleton } from '@app/ui';
import { AlertCircle, Star } from '@app/ui/icons';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMyLoyalty } from '../../../lib/my-data/use-my-loyalty';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { paths } from '../../../routes/paths';
import { useCustomerSession } from '../../../session/customer-session-context';
import { rememberGreetingName } from '../../../session/remembered-greeting';
import { useMyBookings } from '../api/use-my-bookings';
import { useLoyaltyNews } from '../hooks/use-loyalty-news';
import { LoyaltyCard } from './loyalty-card';
import { MyBookings } from './my-bookings';
import { SpaceCounters } from './space-counters';
import { SpaceHeader } from './space-header';
import './space.css';

// The forms come after the space's first screen: the profile dialog when « Modifier mon profil » opens it, the
// password section (below the fold) just after; with them zod's classic build and the account schemas (30 KB).
const ProfileDialog = lazy(() => import('./profile-dialog').then((m) => ({ default: m.ProfileDialog })));
const PasswordSection = lazy(() =>
  import('./password-section').then((m) => ({ default: m.PasswordSection })),
);

/**
 * `/client/espace` (customer-flows §2): everything the customer has with the group's restaurants, live (their
 * points, gifts and bookings follow what staff do, without a reload). `children` (the page's sections below the
 * space) are shown once the space is (or has failed): never under its loading skeleton, to be pushed down when
 * it arrives.
 */
export function CustomerSpace({ children }: { children?: ReactNode }) {
  const session = useCustomerSession();
  const loyalty = useMyLoyalty(session.email);
  const bookings = useMyBookings(session.email);
  const [editing, setEditing] = useState(false);
  const data = loyalty.data;
  // The password section and the page's sections below (children) come once the space's first screen is painted.
  const belowShown = useAfterPaint(!loyalty.isPending);
  const greetingName = data ? data.profile.firstName || data.profile.name : undefined;
  // The next opening paints this greeting before the space's code has arrived (boot/paint-space-greeting.ts).
  useEffect(() => {
    if (greetingName !== undefined) rememberGreetingName(session.email, greetingName);
  }, [greetingName, session.email]);
  useLoyaltyNews(
    session.email,
    data && {
      giftsAvailable: data.giftsAvailable,
      points: data.cards.reduce((sum, card) => sum + card.points, 0),
    },
  );

  if (loyalty.isPending)
    return (
      <div className="space">
        <Skeleton lines={2} label="Chargement de votre espace" />
        <Skeleton shape="rect" height="180px" />
        <Skeleton lines={4} />
      </div>
    );
  if (!data)
    return (
      <>
        <div className="space" role="alert">
          <h1>Mon espace fidélité</h1>
          <EmptyState
            icon={AlertCircle}
            headingLevel={2}
            title="Votre espace n'a pas pu être chargé"
            description="Vérifiez votre connexion puis réessayez."
            action={
              <div className="space-form__actions">
                <Button
                  variant="primary"
                  isLoading={loyalty.isFetching}
                  onPress={() => void loyalty.refetch()}
                >
                  Réessayer
                </Button>
                <Button variant="ghost" onPress={() => void session.signOut()}>
                  Se déconnecter
                </Button>
              </div>
            }
          />
        </div>
        {belowShown && children}
      </>
    );

  const { profile, cards } = data;
  return (
    <div className="space">
      <SpaceHeader
        firstName={greetingName ?? ''}
        onEditProfile={() => setEditing(true)}
        onSignOut={() => void session.signOut()}
      />
      <SpaceCounters
        upcoming={bookings.isPending ? undefined : bookings.upcoming.length}
        gifts={data.giftsAvailable}
      />
      <section className="space-section" aria-labelledby="cards-title">
        <h2 id="cards-title">Ma fidélité</h2>
        {cards.length === 0 ? (
          <EmptyState
            icon={Star}
            title="Pas encore de points"
            description="Vos points apparaîtront ici après votre première visite honorée dans l'un de nos restaurants."
            action={<Link to={paths.chooser}>Réserver une table</Link>}
          />
        ) : (
          <div className="loyalty-cards">
            {cards.map((card) => (
              <LoyaltyCard key={card.restaurantId} card={card} />
            ))}
          </div>
        )}
      </section>
      <MyBookings bookings={bookings} />
      {belowShown && (
        <Suspense fallback={null}>
          <PasswordSection hasPassword={profile.hasPassword} email={session.email} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ProfileDialog profile={profile} isOpen onClose={() => setEditing(false)} />
        </Suspense>
      )}
      {belowShown && children}
    </div>
  );
}
