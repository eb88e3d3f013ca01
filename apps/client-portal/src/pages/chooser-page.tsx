import { useTranslator } from '@app/i18n/react';
import { ChevronLeft } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { RestaurantList } from '../features/restaurant-chooser/components/restaurant-list';
import { PageWords } from '../lib/i18n/page-words';
import { paths } from '../routes/paths';

/** `/reservation` and `/select-restaurant`: pick the restaurant to book at. */
function ChooserContent() {
  const { t } = useTranslator();
  return (
    <main className="page page--narrow">
      <h1>{t('chooser.title')}</h1>
      <p className="lead">{t('chooser.lead')}</p>
      <RestaurantList bookingHref={(slug) => paths.booking(slug)} />
      <p className="back-link">
        <Link className="icon-link" to={paths.clientSpace}>
          <ChevronLeft className="icon-link__icon" aria-hidden="true" />
          {t('chooser.mySpace')}
        </Link>
      </p>
    </main>
  );
}

export function Component() {
  return (
    <PageWords names={['chooser']}>
      <ChooserContent />
    </PageWords>
  );
}
