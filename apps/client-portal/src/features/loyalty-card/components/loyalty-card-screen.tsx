import { formatScanCode } from '@app/domain';
import { Button, EmptyState, Skeleton } from '@app/ui';
import { AlertCircle, Star } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { BackToSpaceLink } from '../../../lib/back-to-space-link';
import { QrCodeImage } from '../../../lib/qr-code/qr-code-image';
import { paths } from '../../../routes/paths';
import { useMyLoyaltyCard } from '../api/use-my-loyalty-card';
import { VenueCard } from './venue-card';
import './loyalty-card.css';

/**
 * `/client/carte-fidelite` (customer-flows §2): the customer's loyalty code as a QR code (its digits written under it) to show at the
 * till, then the level, points and progress at each venue.
 */
export function LoyaltyCardScreen() {
  const card = useMyLoyaltyCard();

  let content;
  if (card.isPending) {
    content = (
      <>
        <Skeleton shape="rect" height="360px" label="Chargement de votre carte de fidélité" />
        <Skeleton shape="rect" height="140px" />
      </>
    );
  } else if (!card.data) {
    content = (
      <div role="alert">
        <EmptyState
          icon={AlertCircle}
          headingLevel={2}
          title="Votre carte n'a pas pu être chargée"
          description="Vérifiez votre connexion puis réessayez."
          action={
            <Button variant="primary" isLoading={card.isFetching} onPress={() => void card.refetch()}>
              Réessayer
            </Button>
          }
        />
      </div>
    );
  } else {
    const { code, customerName, cards } = card.data;
    content = (
      <>
        <section className="member-card" aria-labelledby="member-code-title">
          <h2 id="member-code-title" className="member-card__title">
            Mon code fidélité
          </h2>
          {customerName && <p className="member-card__holder">{customerName}</p>}
          <QrCodeImage code={code} alt="QR code de votre carte de fidélité" testId="loyalty-qr" />
          <p className="member-card__code" data-testid="loyalty-code">
            {formatScanCode({ code })}
          </p>
          <p className="member-card__hint">Présentez ce code au restaurant pour retrouver vos points.</p>
        </section>
        <section className="venue-section" aria-labelledby="venues-title">
          <h2 id="venues-title">Mes points par restaurant</h2>
          {cards.length === 0 ? (
            <EmptyState
              icon={Star}
              title="Pas encore de points"
              description="Vos points apparaîtront ici après votre première visite dans l'un de nos restaurants."
              action={<Link to={paths.chooser}>Réserver une table</Link>}
            />
          ) : (
            <ul className="venue-list">
              {cards.map((venue) => (
                <VenueCard key={venue.restaurantId} card={venue} />
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="loyalty-page">
      <BackToSpaceLink />
      <h1>Ma carte de fidélité</h1>
      {content}
    </div>
  );
}
