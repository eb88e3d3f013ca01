import type { I18n, Messages } from '@lingui/core';
import type { DinerLocale } from '@app/domain';
import { messages as frPortal } from './locales/fr/portal';
import { messages as frBooking } from './locales/fr/booking';
import { messages as frWaitlist } from './locales/fr/waitlist';
import { messages as frChooser } from './locales/fr/chooser';
import { messages as frAnswer } from './locales/fr/answer';
import { messages as frReview } from './locales/fr/review';
import { messages as frUnsubscribe } from './locales/fr/unsubscribe';
import { messages as frSignin } from './locales/fr/signin';
import { messages as frSpace } from './locales/fr/space';
import { messages as frPages } from './locales/fr/pages';
import { messages as frKiosk } from './locales/fr/kiosk';
import { messages as frMail } from './locales/fr/mail';
import { messages as frErrors } from './locales/fr/errors';
import { messages as enPortal } from './locales/en/portal';
import { messages as enBooking } from './locales/en/booking';
import { messages as enWaitlist } from './locales/en/waitlist';
import { messages as enChooser } from './locales/en/chooser';
import { messages as enAnswer } from './locales/en/answer';
import { messages as enReview } from './locales/en/review';
import { messages as enUnsubscribe } from './locales/en/unsubscribe';
import { messages as enSignin } from './locales/en/signin';
import { messages as enSpace } from './locales/en/space';
import { messages as enPages } from './locales/en/pages';
import { messages as enKiosk } from './locales/en/kiosk';
import { messages as enMail } from './locales/en/mail';
import { messages as enErrors } from './locales/en/errors';
import { messages as esPortal } from './locales/es/portal';
import { messages as esBooking } from './locales/es/booking';
import { messages as esWaitlist } from './locales/es/waitlist';
import { messages as esChooser } from './locales/es/chooser';
import { messages as esAnswer } from './locales/es/answer';
import { messages as esReview } from './locales/es/review';
import { messages as esUnsubscribe } from './locales/es/unsubscribe';
import { messages as esSignin } from './locales/es/signin';
import { messages as esSpace } from './locales/es/space';
import { messages as esPages } from './locales/es/pages';
import { messages as esKiosk } from './locales/es/kiosk';
import { messages as esMail } from './locales/es/mail';
import { messages as esErrors } from './locales/es/errors';
import { messages as dePortal } from './locales/de/portal';
import { messages as deBooking } from './locales/de/booking';
import { messages as deWaitlist } from './locales/de/waitlist';
import { messages as deChooser } from './locales/de/chooser';
import { messages as deAnswer } from './locales/de/answer';
import { messages as deReview } from './locales/de/review';
import { messages as deUnsubscribe } from './locales/de/unsubscribe';
import { messages as deSignin } from './locales/de/signin';
import { messages as deSpace } from './locales/de/space';
import { messages as dePages } from './locales/de/pages';
import { messages as deKiosk } from './locales/de/kiosk';
import { messages as deMail } from './locales/de/mail';
import { messages as deErrors } from './locales/de/errors';
import { createI18n, type Translator, translatorOf } from './translator';

/**
 * Every catalogue in every language, loaded at once: what the functions render with (mails, calendar files, SMS,
 * the server-rendered first screens). A few tens of KB, read once per instance.
 */
const ALL: Record<DinerLocale, Messages[]> = {
  fr: [
    frPortal,
    frBooking,
    frWaitlist,
    frChooser,
    frAnswer,
    frReview,
    frUnsubscribe,
    frSignin,
    frSpace,
    frPages,
    frKiosk,
    frMail,
    frErrors,
  ],
  en: [
    enPortal,
    enBooking,
    enWaitlist,
    enChooser,
    enAnswer,
    enReview,
    enUnsubscribe,
    enSignin,
    enSpace,
    enPages,
    enKiosk,
    enMail,
    enErrors,
  ],
  es: [
    esPortal,
    esBooking,
    esWaitlist,
    esChooser,
    esAnswer,
    esReview,
    esUnsubscribe,
    esSignin,
    esSpace,
    esPages,
    esKiosk,
    esMail,
    esErrors,
  ],
  de: [
    dePortal,
    deBooking,
    deWaitlist,
    deChooser,
    deAnswer,
    deReview,
    deUnsubscribe,
    deSignin,
    deSpace,
    dePages,
    deKiosk,
    deMail,
    deErrors,
  ],
};

const instances = new Map<DinerLocale, { i18n: I18n; translator: Translator }>();

/** The translator of a language with all its catalogues, made once per instance. */
export function serverTranslator(locale: DinerLocale): Translator {
  let instance = instances.get(locale);
  if (!instance) {
    const i18n = createI18n(locale, Object.assign({}, ...ALL[locale]) as Messages);
    instance = { i18n, translator: translatorOf(i18n, locale) };
    instances.set(locale, instance);
  }
  return instance.translator;
}
