import { useTranslator } from '@app/i18n/react';
import { UnsubscribeScreen } from '../features/unsubscribe/components/unsubscribe-screen';
import { useUnsubscribeLink } from '../features/unsubscribe/hooks/use-unsubscribe-link';
import { PageWords } from '../lib/i18n/page-words';
import { paths } from '../routes/paths';

/** `/desinscription?t=…&campaign=…&email=…&exp=…&sig=…`: a campaign mail's unsubscribe link, no sign-in. */
function UnsubscribeContent() {
  const { t } = useTranslator();
  const link = useUnsubscribeLink();
  return (
    <main className="page page--narrow">
      <h1>{t('unsubscribe.pageTitle')}</h1>
      <UnsubscribeScreen key={link.signature} link={link} spaceHref={paths.clientLogin} />
    </main>
  );
}

export function Component() {
  return (
    <PageWords names={['unsubscribe']}>
      <UnsubscribeContent />
    </PageWords>
  );
}
