/** Longest phone input accepted anywhere (E.164 has at most 15 digits; room for spaces, dots and a prefix). */
export const MAX_PHONE_INPUT_LENGTH = 40;

/** Country of numbers typed without an international prefix: the product's diners and venues are French. */
export const DEFAULT_PHONE_COUNTRY = 'FR' as const;
