import { MESSAGES, SPEND_MESSAGES } from '@app/domain';

/**
 * The domain's French messages a diner may read (issue 51): what the public, customer and tablet callables
 * answer, and what the diner pages' own checks say. They make the `errors` catalogue, keyed by their French
 * text (the one error model: the server answers French, the page translates). A parameterised message becomes a
 * template with numbered values ('Il vous faut {0} points pour obtenir ce cadeau'); one that chooses its words
 * from its values (a plural) lists each of its forms below.
 */

/** The catalogue areas (MESSAGES.x) diners meet: their booking, sign-in, space, reviews, vouchers, the kiosk. */
const DINER_AREAS = [
  'auth',
  'generic',
  'category',
  'booking',
  'bookingAnswer',
  'login',
  'registration',
  'profile',
  'password',
  'privacy',
  'customerSpace',
  'review',
  'reward',
  'tablet',
] as const satisfies readonly (keyof typeof MESSAGES)[];

/** The diner's discount vouchers (SPEND_MESSAGES.discount*): the rest is the bills and settings staff enter. */
const SPEND_KEYS = Object.keys(SPEND_MESSAGES).filter(
  (key) => key.startsWith('discount') && !/Settings|Enabled|Label|Range/.test(key),
);

/**
 * Messages of those areas only staff read: the staff reviews screen, the till's usages, the staff sign-in, and the
 * tablet's pairing, which staff do on the device before it greets anyone.
 */
const STAFF_ONLY: Partial<Record<(typeof DINER_AREAS)[number], readonly string[]>> = {
  auth: ['welcome', 'goodbye'],
  review: [
    'loadReviewsError',
    'empty',
    'noMatch',
    'responseRequired',
    'responseTooLong',
    'responseSaved',
    'responseSaveError',
    'reviewNotFound',
    'searchTooLong',
  ],
  reward: ['noRecentUsage'],
  tablet: [
    'unknownCode',
    'ambiguousCode',
    'deviceNameRequired',
    'pairingForbidden',
    'pairingSignInError',
    'tabletNotFound',
  ],
};

/** Forms no marker call shows: a word that changes with its number, messages written outside MESSAGES. */
const EXTRA_FORMS = [
  // describeRateLimit (errors/describe-rate-limit.ts): the limits' refusals.
  'Trop de tentatives. Réessayez dans quelques minutes.',
  'Trop de tentatives. Réessayez dans {0} minute.',
  'Trop de tentatives. Réessayez dans {0} minutes.',
  'Trop de tentatives. Réessayez à partir de {0}.',
  'Trop de tentatives. Réessayez demain à partir de {0}.',
  // The functions client (packages/data) when the network is down.
  'Problème de connexion. Vérifiez votre connexion internet et réessayez.',
];

const MARK = '\u0001';

/**
 * A parameterised message's template: the message called with numbered markers in place of its values. A
 * message that compares its values (a plural) shows one form only; its other forms go in EXTRA_FORMS.
 */
function templateOf(render: (...args: never[]) => unknown): string | undefined {
  const markers = Array.from({ length: render.length }, (_, i) => `${MARK}${i}${MARK}`);
  const text = (render as (...args: string[]) => unknown)(...markers);
  if (typeof text !== 'string') return undefined;
  return text.replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), '{$1}');
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [templateOf(value as () => unknown) ?? ''].filter(Boolean);
  return [];
}

/** Every French text and template of the `errors` catalogue, each once, in the catalogue's order. */
export function dinerDomainMessages(): string[] {
  const texts = [
    ...DINER_AREAS.flatMap((area) =>
      Object.entries(MESSAGES[area])
        .filter(([key]) => !STAFF_ONLY[area]?.includes(key))
        .flatMap(([, value]) => textsOf(value)),
    ),
    ...SPEND_KEYS.flatMap((key) => textsOf(SPEND_MESSAGES[key as keyof typeof SPEND_MESSAGES])),
    ...EXTRA_FORMS,
  ];
  return [...new Set(texts)];
}
