/** Date of the current version of the terms and of the privacy notice (shown on both pages). */
export const LEGAL_UPDATED_AT = { iso: '2026-11-24', label: '24 novembre 2026' } as const;

/** The CNIL, where a complaint about personal data can be made. */
export const CNIL_URL = 'https://www.cnil.fr';
