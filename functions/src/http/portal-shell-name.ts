/** The deploy bundle's copy of the portal's index.html (scripts/deploy-bundle.ts writes it, booking-page.ts reads it). */
export const BUNDLED_SHELL_NAME = 'portal-shell.html';
