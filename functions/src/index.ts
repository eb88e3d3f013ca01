/**
 * Cloud Functions entry point: every callable, HTTP endpoint and schedule, and nothing else (the local host
 * mounts each export by its name). Keep one `export { x } from './...';` line per function so that several
 * people can append without conflicts. Runtime wiring lives in ./firebase-entry.ts (production) and ./host.
 */
export { track } from './http/track';
export { unsubscribe } from './http/unsubscribe';
export { health } from './http/health';
export { api } from './http/api';
export { processMailOutbox } from './jobs/process-mail-outbox';
export { processSmsOutbox } from './jobs/process-sms-outbox';
export { processWebhookOutbox } from './jobs/process-webhook-outbox';
export { smsInbound } from './http/sms-inbound';
export { smsDeliveryReport } from './http/sms-delivery-report';
export { l } from './http/sms-link';
export { autoCompleteReservations } from './jobs/auto-complete-reservations';
export { archiveReservations } from './jobs/archive-reservations';
export { processWaitlist } from './jobs/process-waitlist';
export { sendBookingReminders } from './jobs/send-booking-reminders';
export { applyRetention } from './jobs/apply-retention';
export { proposeServiceTables } from './jobs/propose-service-tables';
export { bookingCalendar } from './http/booking-calendar';
export { bookingPage } from './http/booking-page';
export { reviewPage } from './http/review-page';
export { listPublicRestaurants } from './callables/reservations/public-restaurants';
export { getRestaurantBySlug } from './callables/reservations/public-restaurants';
export { getAvailability } from './callables/reservations/public-restaurants';
export { recordProductEvent } from './callables/events/record-product-event';
export { recordStaffSignIn } from './callables/events/record-staff-sign-in';
export { createOnlineReservation } from './callables/reservations/create-online-reservation';
export { staffCreateReservation } from './callables/reservations/staff-create-reservation';
export { updateReservation } from './callables/reservations/update-reservation';
export { setReservationStatus } from './callables/reservations/set-reservation-status';
export { setReservationBill } from './callables/reservations/set-reservation-bill';
export { decideReservationBill } from './callables/reservations/decide-reservation-bill';
export { cancelMyReservation } from './callables/reservations/set-reservation-status';
export {
  changeMyReservation,
  readBookingChangeLink,
  changeBookingByLink,
} from './callables/reservations/change-my-reservation';
export { answerBookingLink, readBookingAnswerLink } from './callables/reservations/answer-booking-link';
export { refuseReservation } from './callables/reservations/refuse-reservation';
export { undoRefusal } from './callables/reservations/undo-refusal';
export { blockGuestEmail, unblockGuestEmail } from './callables/reservations/block-guest-email';
export { undoConfirmation } from './callables/reservations/undo-confirmation';
export { assignTables } from './callables/reservations/tables-and-slots';
export { moveReservationTable } from './callables/reservations/tables-and-slots';
export { setClosedSlots } from './callables/reservations/tables-and-slots';
export { moveReservation, keepTableProposal } from './callables/reservations/move-reservation';
export { seatWalkIn } from './callables/reservations/seat-walk-in';
export { explainAvailability } from './callables/reservations/explain-availability';
export { customerRequestCode } from './callables/customers/customer-login';
export { customerVerifyCode } from './callables/customers/customer-login';
export { customerLoginPassword } from './callables/customers/customer-login';
export { customerRegister } from './callables/customers/customer-register';
export { updateMyProfile } from './callables/customers/customer-profile';
export { createMyPassword } from './callables/customers/customer-profile';
export { customerResetPassword, changeMyPassword } from './callables/customers/customer-password';
export { getMyReservation } from './callables/customers/my-reservation';
export { updateCustomer } from './callables/customers/update-customer';
export { updateGuestFile } from './callables/customers/update-guest-file';
export { deleteCustomer } from './callables/customers/staff-customers';
export { deleteUserAccount } from './callables/customers/staff-customers';
export { previewCustomerMerge, mergeCustomers } from './callables/customers/merge-customers';
export { inviteUser } from './callables/users/invitations';
export { resendInvitation } from './callables/users/invitations';
export { getInvitation } from './callables/users/invitations';
export { acceptInvitation } from './callables/users/invitations';
export { listInvitations } from './callables/users/invitation-list';
export { deleteInvitation } from './callables/users/invitation-list';
export { updateUser } from './callables/users/staff-users';
export { deleteUser } from './callables/users/staff-users';
export { saveRestaurantSettings } from './callables/settings/restaurant-settings';
export { uploadRestaurantImage } from './callables/settings/restaurant-settings';
export { saveAutoConfirmRule } from './callables/settings/auto-confirm-rule';
export { saveSmsSettings } from './callables/settings/sms-settings';
export { readSmsUsage } from './callables/settings/read-sms-usage';
export { createRestaurant } from './callables/settings/establishments';
export { deleteRestaurant } from './callables/settings/establishments';
export { saveFloorPlan } from './callables/settings/establishments';
export { saveLoyaltyConfig } from './callables/settings/establishments';
export { claimGift } from './callables/loyalty/claim-gift';
export { convertPointsToDiscount } from './callables/loyalty/convert-points-to-discount';
export { validateReward } from './callables/loyalty/validate-reward';
export { undoRewardValidation } from './callables/loyalty/undo-reward-validation';
export { getMyLoyaltyCard } from './callables/loyalty/my-loyalty-card';
export { lookupScanCode } from './callables/loyalty/lookup-scan-code';
export { tabletCheckCode, tabletSession, tabletLookupCustomer } from './callables/tablet/tablet-code';
export { tabletDeclareVisit } from './callables/tablet/tablet-visit';
export { tabletFindArrival, tabletCheckIn, tabletMealFeedback } from './callables/tablet/tablet-arrival';
export { tabletCreateAccount, tabletConfirmAccount } from './callables/tablet/tablet-account';
export { pairTablet, listTablets, revokeTablet } from './callables/tablet/tablet-pairing';
export { getReviewContext } from './callables/reviews/reviews';
export { submitReview } from './callables/reviews/reviews';
export { listReviews } from './callables/reviews/list-reviews';
export { respondToReview } from './callables/reviews/respond-to-review';
export { sendCampaign } from './callables/campaigns/send-campaign';
export { sendCampaignTest } from './callables/campaigns/send-campaign-test';
export { previewCampaignAudience } from './callables/campaigns/preview-campaign-audience';
export { joinWaitlist } from './callables/waitlist/join-waitlist';
export { readWaitlistOffer } from './callables/waitlist/read-waitlist-offer';
export { declineWaitlistOffer } from './callables/waitlist/decline-waitlist-offer';
export { findSisterVenues } from './callables/waitlist/find-sister-venues';
export { listWaitlist, bookFromWaitlist, removeWaitlistEntry } from './callables/waitlist/staff-waitlist';
export { readUnsubscribeLink, unsubscribeByLink } from './callables/privacy/unsubscribe-callables';
export { getMyPrivacy, updateMyConsents } from './callables/privacy/my-consents';
export { exportMyData, exportCustomerData } from './callables/privacy/export-data';
export { getMyPassport } from './callables/privacy/my-passport';
export { actOnMyPassport } from './callables/privacy/act-on-my-passport';
export { requestAccountDeletion, confirmAccountDeletion } from './callables/privacy/account-deletion';
export { createApiKey, listApiKeys, revokeApiKey, listApiCalls } from './callables/integrations/api-keys';
export { listTillTickets, resolveTillTicket } from './till/till-callables';
export {
  createWebhook,
  listWebhooks,
  rotateWebhookSecret,
  deleteWebhook,
} from './webhooks/webhook-callables';
export { listWebhookDeliveries, redeliverWebhook } from './webhooks/webhook-delivery-callables';
