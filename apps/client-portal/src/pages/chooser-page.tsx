import { ChevronLeft } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { RestaurantList } from '../features/restaurant-chooser/components/restaurant-list';
import { paths } from '../routes/paths';

/** `/reservation` and `/select-restaurant`: pick the restaurant to book at. */
export function Component() {
  return (
    <main className="page page--narrow">
      <h1>Choisissez votre restaurant</h1>
      <p className="lead">Réservez votre table en quelques secondes.</p>
      <RestaurantList bookingHref={(slug) => paths.booking(slug)} />
      <p className="back-link">
        <Link className="icon-link" to={paths.clientSpace}>
          <ChevronLeft className="icon-link__icon" aria-hidden="true" />
          Mon espace fidélité
        </Link>
      </p>
    </main>
  );
}
