/**
 * The diner screens still written in French only, while issue 51 converts them surface by surface: the rule
 * no-untranslated-text (eslint.config.js) skips them. The list only shrinks: a converted file leaves it, and a
 * new diner screen is never added to it (its words go to the catalogue from its first line).
 */
export const UNTRANSLATED_YET = [
  // Texts kept in code (constants, texts modules, ternaries), which the rule sees since it reads code as well as
  // JSX (issue 51): not new screens, the words the JSX check had missed.
  'apps/client-portal/src/app/pwa-texts.ts',
  'apps/client-portal/src/boot/show-load-error.ts',
  'apps/client-portal/src/features/booking/api/booking-refusal.ts',
  'apps/client-portal/src/features/customer-rewards/components/voucher-texts.ts',
  'apps/client-portal/src/features/customer-space/components/booking-row.tsx',
  'apps/client-portal/src/features/customer-space/components/earning-rules.ts',
  'apps/tablet/src/app/pwa-texts.ts',
  'apps/tablet/src/features/arrival/components/arrival-texts.ts',
  // Screens written in French before the catalogue.
  'apps/client-portal/src/features/customer-reservation/components/cancel-reservation.tsx',
  'apps/client-portal/src/features/customer-reservation/components/reservation-detail.tsx',
  'apps/client-portal/src/features/customer-reservation/components/reservation-screen.tsx',
  'apps/client-portal/src/features/customer-reservation/components/status-history.tsx',
  'apps/client-portal/src/features/customer-space/components/customer-space.tsx',
  'apps/client-portal/src/features/customer-space/components/loyalty-card.tsx',
  'apps/client-portal/src/features/customer-space/components/my-bookings.tsx',
  'apps/client-portal/src/features/customer-space/components/password-section.tsx',
  'apps/client-portal/src/features/customer-space/components/profile-dialog.tsx',
  'apps/client-portal/src/features/customer-space/components/space-counters.tsx',
  'apps/client-portal/src/features/customer-space/components/space-header.tsx',
  'apps/client-portal/src/features/legal/legal-document.tsx',
  'apps/client-portal/src/features/legal/legal-links.tsx',
  'apps/client-portal/src/features/legal/privacy-content.tsx',
  'apps/client-portal/src/features/legal/terms-content.tsx',
  'apps/client-portal/src/features/loyalty-card/components/loyalty-card-screen.tsx',
  'apps/client-portal/src/features/privacy-rights/components/account-deletion.tsx',
  'apps/client-portal/src/features/privacy-rights/components/consent-choices.tsx',
  'apps/client-portal/src/features/privacy-rights/components/data-download.tsx',
  'apps/client-portal/src/features/privacy-rights/components/privacy-rights.tsx',
  'apps/client-portal/src/lib/back-to-space-link.tsx',
  'apps/client-portal/src/lib/loyalty-level/venue-level.tsx',
  'apps/client-portal/src/lib/qr-code/qr-code-image.tsx',
  'apps/client-portal/src/session/require-customer.tsx',
  'apps/tablet/src/app/tablet-layout.tsx',
  'apps/tablet/src/features/points/components/points-dialog.tsx',
  'apps/tablet/src/features/vip-account/components/account-code-step.tsx',
  'apps/tablet/src/features/vip-account/components/account-dialog.tsx',
  'apps/tablet/src/features/vip-account/components/account-form.tsx',
  'apps/tablet/src/features/visit/components/lookup-panel.tsx',
  'apps/tablet/src/features/visit/components/visit-dialog.tsx',
  'apps/tablet/src/kiosk/kiosk-home.tsx',
  'apps/tablet/src/kiosk/status-screens.tsx',
];
