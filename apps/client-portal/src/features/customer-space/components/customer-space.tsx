import { Button, EmptyState, Skeleton } from '@app/ui';
import { AlertCircle, Star } from '@app/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useCustomerSession } from '../../../session/customer-session-context';
import { useMySpace } from '../api/use-my-space';
import { useSpaceWatch } from '../hooks/use-space-watch';
import { LoyaltyCard } from './loyalty-card';
import { RecentReservations } from './recent-reservations';
import { SpaceCounters } from './space-counters';
import { SpaceHeader } from './space-header';
import './space.css';

// The forms come after the space's first screen: the profile dialog when « Modifier mon profil » opens it, the
// password section (below the fold) just after; with them zod's classic build and the account schemas (30 KB).
const ProfileDialog = lazy(() => import('./profile-dialog').then((m) => ({ default: m.ProfileDialog })));
const PasswordSection = lazy(() =>
  import('./password-section').then((m) => ({ default: m.PasswordSection })),
);

/** `/client/espace` (customer-flows §2): everything the customer has with the group's restaurants. */
export function CustomerSpace() {
  const session = useCustomerSession();
  const space = useMySpace();
  const [editing, setEditing] = useState(false);
  useSpaceWatch(session.email, space.data, space.error);

  if (space.isPending)
    return (
      <div className="space">
        <Skeleton lines={2} label="Chargement de votre espace" />
        <Skeleton shape="rect" height="180px" />
        <Skeleton lines={4} />
      </div>
    );
  if (!space.data)
    return (
      <div className="space" role="alert">
        <h1>Mon espace fidélité</h1>
        <EmptyState
          icon={AlertCircle}
          headingLevel={2}
          title="Votre espace n'a pas pu être chargé"
          description="Vérifiez votre connexion puis réessayez."
          action={
            <div className="space-form__actions">
              <Button variant="primary" onPress={() => void space.refetch()}>
                Réessayer
              </Button>
              <Button variant="ghost" onPress={() => void session.signOut()}>
                Se déconnecter
              </Button>
            </div>
          }
        />
      </div>
    );

  const { profile, cards, recent } = space.data;
  return (
    <div className="space">
      <SpaceHeader
        firstName={profile.firstName || profile.name}
        onRefresh={() => space.refetch()}
        isRefreshing={space.isRefetching}
        onEditProfile={() => setEditing(true)}
        onSignOut={() => void session.signOut()}
      />
      <SpaceCounters upcoming={space.data.upcomingCount} gifts={space.data.giftsAvailable} />
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
      <RecentReservations items={recent} />
      <Suspense fallback={null}>
        <PasswordSection hasPassword={profile.hasPassword} />
      </Suspense>
      {editing && (
        <Suspense fallback={null}>
          <ProfileDialog profile={profile} isOpen onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
