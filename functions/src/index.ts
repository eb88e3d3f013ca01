/**
 * Cloud Functions entry point: every callable, HTTP endpoint and schedule, and nothing else (the local host
 * mounts each export by its name). Keep one `export { x } from './...';` line per function so that several
 * people can append without conflicts. Runtime wiring lives in ./firebase-entry.ts (production) and ./host.
 */
export { track } from './http/track';
export { health } from './http/health';
export { processMailOutbox } from './jobs/process-mail-outbox';
export { autoCompleteReservations } from './jobs/auto-complete-reservations';
export { archiveReservations } from './jobs/archive-reservations';
export { listPublicRestaurants } from './callables/reservations/public-restaurants';
export { getRestaurantBySlug } from './callables/reservations/public-restaurants';
export { getAvailability } from './callables/reservations/public-restaurants';
export { createOnlineReservation } from './callables/reservations/create-online-reservation';
export { staffCreateReservation } from './callables/reservations/staff-create-reservation';
export { updateReservation } from './callables/reservations/update-reservation';
export { setReservationStatus } from './callables/reservations/set-reservation-status';
export { cancelMyReservation } from './callables/reservations/set-reservation-status';
export { refuseReservation } from './callables/reservations/refuse-reservation';
export { undoRefusal } from './callables/reservations/undo-refusal';
export { assignTables } from './callables/reservations/tables-and-slots';
export { moveReservationTable } from './callables/reservations/tables-and-slots';
export { setClosedSlots } from './callables/reservations/tables-and-slots';
export { customerRequestCode } from './callables/customers/customer-login';
export { customerVerifyCode } from './callables/customers/customer-login';
export { customerLoginPassword } from './callables/customers/customer-login';
export { customerRegister } from './callables/customers/customer-register';
export { updateMyProfile } from './callables/customers/customer-profile';
export { createMyPassword } from './callables/customers/customer-profile';
export { getMySpace } from './callables/customers/my-space';
export { getMyReservation } from './callables/customers/my-reservation';
export { updateCustomer } from './callables/customers/staff-customers';
export { deleteCustomer } from './callables/customers/staff-customers';
export { deleteUserAccount } from './callables/customers/staff-customers';
export { inviteUser } from './callables/users/invitations';
export { resendInvitation } from './callables/users/invitations';
export { getInvitation } from './callables/users/invitations';
export { acceptInvitation } from './callables/users/invitations';
export { updateUser } from './callables/users/staff-users';
export { deleteUser } from './callables/users/staff-users';
export { saveRestaurantSettings } from './callables/settings/restaurant-settings';
export { uploadRestaurantImage } from './callables/settings/restaurant-settings';
export { createRestaurant } from './callables/settings/establishments';
export { deleteRestaurant } from './callables/settings/establishments';
export { saveFloorPlan } from './callables/settings/establishments';
export { saveLoyaltyConfig } from './callables/settings/establishments';
export { claimGift } from './callables/loyalty/claim-gift';
export { validateReward } from './callables/loyalty/validate-reward';
export { getMyRewards } from './callables/loyalty/my-rewards';
export { getMyLoyaltyCard } from './callables/loyalty/my-loyalty-card';
export { lookupScanCode } from './callables/loyalty/lookup-scan-code';
export { tabletCheckCode, tabletSession, tabletLookupCustomer } from './callables/tablet/tablet-code';
export { tabletDeclareVisit } from './callables/tablet/tablet-visit';
export { tabletCreateAccount, tabletConfirmAccount } from './callables/tablet/tablet-account';
export { pairTablet, listTablets, revokeTablet } from './callables/tablet/tablet-pairing';
export { getReviewContext } from './callables/reviews/reviews';
export { submitReview } from './callables/reviews/reviews';
export { sendCampaign } from './callables/campaigns/send-campaign';
