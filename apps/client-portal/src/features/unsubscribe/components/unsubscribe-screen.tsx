import { MESSAGES } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { Button, PageLoader } from '@app/ui';
import { AlertTriangle, CheckCircle, MailX } from '@app/ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import { StrongValue } from '../../../lib/i18n/strong-value';
import { useUnsubscribe, useUnsubscribeLinkInfo } from '../api/use-unsubscribe';
import type { UnsubscribeLink } from '../hooks/use-unsubscribe-link';
import '../unsubscribe.css';

/** The heading of each state takes the focus, so that screen readers hear it. */
function useFocusedHeading(state: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state) ref.current?.focus();
  }, [state]);
  return ref;
}

/**
 * The unsubscribe page of a campaign mail (ARCHITECTURE §9): it shows which address and which venue's offers
 * the link is about, and unsubscribes only on « Me désinscrire »: the address then receives no offer by e-mail
 * from any of the group's restaurants (the customer's withdrawal holds everywhere).
 */
export function UnsubscribeScreen({ link, spaceHref }: { link: UnsubscribeLink; spaceHref: string }) {
  const { t, message } = useTranslator();
  const info = useUnsubscribeLinkInfo(link);
  const unsubscribe = useUnsubscribe(link);
  const done = unsubscribe.isSuccess || info.data?.subscribed === false;
  const failed = info.isError
    ? callableErrorMessage(info.error, MESSAGES.privacy.unsubscribeInvalid)
    : unsubscribe.isError
      ? callableErrorMessage(unsubscribe.error, MESSAGES.privacy.unsubscribeError)
      : '';
  const failure = failed && message(failed);
  const state = failure ? 'failed' : done ? 'done' : info.data ? 'ask' : '';
  const heading = useFocusedHeading(state);

  if (!info.data && !failure) return <PageLoader label={t('unsubscribe.loading')} />;
  if (failure && !info.data)
    return (
      <section className="step" aria-labelledby="unsubscribe-title">
        <h2 id="unsubscribe-title" ref={heading} tabIndex={-1}>
          {t('unsubscribe.linkTitle')}
        </h2>
        <div className="notice notice--error" role="alert">
          <AlertTriangle className="recap__icon" aria-hidden="true" /> {failure}
        </div>
        <p>
          {t('unsubscribe.fromSpace')} <Link to={spaceHref}>{t('unsubscribe.mySpace')}</Link>
        </p>
      </section>
    );
  const email = info.data?.email ?? link.email;
  const venue = info.data?.restaurantName || t('unsubscribe.ourRestaurants');
  if (done)
    return (
      <section className="step" aria-labelledby="unsubscribe-title">
        <h2 id="unsubscribe-title" ref={heading} tabIndex={-1}>
          <CheckCircle className="recap__icon" aria-hidden="true" /> {message(MESSAGES.privacy.unsubscribed)}
        </h2>
        <p className="unsubscribe__email">
          <StrongValue value={email} render={(mark) => t('unsubscribe.doneAddress', { email: mark })} />
        </p>
        <p>{t('unsubscribe.stillBookingMails')}</p>
      </section>
    );
  return (
    <section className="step" aria-labelledby="unsubscribe-title">
      <h2 id="unsubscribe-title" ref={heading} tabIndex={-1}>
        {t('unsubscribe.question', { venue })}
      </h2>
      <p className="unsubscribe__email">
        <StrongValue value={email} render={(mark) => t('unsubscribe.askAddress', { email: mark, venue })} />
      </p>
      {failure ? (
        <div className="notice notice--error" role="alert">
          {failure}
        </div>
      ) : null}
      <Button
        variant="primary"
        icon={MailX}
        isBlock
        isLoading={unsubscribe.isPending}
        onPress={() => unsubscribe.mutate()}
      >
        {t('unsubscribe.button')}
      </Button>
    </section>
  );
}
