import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_DINER_LOCALE, type DinerLocale, LOCALE_TAGS } from '@app/domain/locale-codes';
import { createDomainMessageLookup } from './domain-message-lookup';
import type { MessageValues } from './message-types';

/** A message id of the catalogues, e.g. 'booking.dateQuestion'. */
export type MessageId = keyof MessageValues;

/** The values argument of a message: none when it takes none, else exactly its values. */
export type ValuesOf<Id extends MessageId> = MessageValues[Id] extends undefined ? [] : [MessageValues[Id]];

/** Renders a message of the loaded catalogues in the translator's language. */
export type Translate = <Id extends MessageId>(id: Id, ...values: ValuesOf<Id>) => string;

/**
 * Everything a diner surface needs to speak one language: its messages (`t`), the domain's French messages
 * translated (`message`: a refusal from a callable, a form check), and the language itself for `Intl`.
 */
export interface Translator {
  readonly locale: DinerLocale;
  /** The `Intl` tag of the language (`en-GB`). */
  readonly tag: string;
  readonly t: Translate;
  /**
   * A message of the domain's French catalogue (as the server answers it and the domain's checks return it) in
   * this language; the French text itself in French, and when the catalogue has no translation of it.
   */
  readonly message: (french: string) => string;
  /** Whether a message id is loaded (a catalogue arrives lazily). */
  readonly has: (id: string) => boolean;
}

/**
 * A translator over a Lingui instance holding compiled catalogues of `locale` (one or several merged). Lingui
 * formats plurals and numbers with the language's `Intl` tag (« 1 guest », « 2 guests »).
 */
export function translatorOf(i18n: I18n, locale: DinerLocale): Translator {
  const messages = () => (i18n.messages ?? {}) as Messages;
  const lookup = createDomainMessageLookup(messages);
  const t = ((id: string, values?: Record<string, unknown>) => i18n._(id, values)) as Translate;
  return {
    locale,
    tag: LOCALE_TAGS[locale],
    t,
    message: (french) => {
      if (locale === DEFAULT_DINER_LOCALE) return french;
      const found = lookup(french);
      return found ? i18n._(found.id, found.values) : french;
    },
    has: (id) => id in messages(),
  };
}

/** A Lingui instance of one language with `messages` loaded and active. */
export function createI18n(locale: DinerLocale, messages: Messages = {}): I18n {
  const i18n = setupI18n();
  i18n.load(locale, messages);
  i18n.activate(locale, [LOCALE_TAGS[locale]]);
  return i18n;
}
