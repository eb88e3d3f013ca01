/** Terms of use and privacy notice (`/conditions-utilisation`, `/confidentialite`), and the links to them. */
export { LegalLinks } from './legal-links';
export type { LegalLinksProps } from './legal-links';
export { LEGAL_UPDATED_AT } from './legal-meta';
export { PrivacyNotice } from './privacy-content';
export { TermsOfUse } from './terms-content';
