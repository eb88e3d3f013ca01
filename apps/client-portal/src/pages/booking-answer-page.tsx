import { useTranslator } from '@app/i18n/react';
import { BookingAnswerScreen } from '../features/booking-answer/components/booking-answer-screen';
import { useAnswerLink } from '../features/booking-answer/hooks/use-answer-link';
import { PageWords } from '../lib/i18n/page-words';
import { paths } from '../routes/paths';

/**
 * `/reservation/reponse?r=…&action=confirm|cancel&exp=…&sig=…`: the reminder e-mail's « Je confirme ma venue »
 * and « J'annule ma réservation », answered without signing in.
 */
function AnswerContent() {
  const { t } = useTranslator();
  const link = useAnswerLink();
  return (
    <main className="page page--narrow">
      <h1>{t('answer.pageTitle')}</h1>
      <BookingAnswerScreen
        key={[link.reservationId, link.action, link.expires, link.signature].join('/')}
        link={link}
        bookingHref={(slug) => paths.booking(slug)}
        chooserHref={paths.chooser}
      />
    </main>
  );
}

export function Component() {
  return (
    <PageWords names={['answer']}>
      <AnswerContent />
    </PageWords>
  );
}
