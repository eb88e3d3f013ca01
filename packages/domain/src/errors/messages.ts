import {
  CAMPAIGN_MESSAGES,
  CUSTOMER_FILE_MESSAGES,
  ESTABLISHMENT_MESSAGES,
  FLOOR_PLAN_MESSAGES,
  SETTINGS_MESSAGES,
} from './admin-messages';
import {
  BOOKING_ANSWER_MESSAGES,
  BOOKING_MESSAGES,
  CUSTOMER_SPACE_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  PRIVACY_MESSAGES,
  PROFILE_MESSAGES,
  REGISTRATION_MESSAGES,
  REVIEW_MESSAGES,
  REWARD_MESSAGES,
} from './customer-messages';
import { AUTH_MESSAGES, CATEGORY_MESSAGES, GENERIC_MESSAGES } from './generic-messages';
import { RESERVATION_MESSAGES, SLOT_MESSAGES, TABLE_MESSAGES } from './staff-messages';
import { TIMELINE_MESSAGES } from './timeline-messages';
import { DINER_CHANGE_MESSAGES } from './diner-change-messages';
import { CAMERA_MESSAGES, INVITATION_MESSAGES, SCAN_MESSAGES, TABLET_MESSAGES } from './venue-messages';

/**
 * Every French message of the three specs' catalogues that code needs, by area.
 * Parameterised messages are functions (`MESSAGES.table.assigned('4')`).
 */
export const MESSAGES = {
  auth: AUTH_MESSAGES,
  generic: GENERIC_MESSAGES,
  category: CATEGORY_MESSAGES,
  reservation: RESERVATION_MESSAGES,
  table: TABLE_MESSAGES,
  slot: SLOT_MESSAGES,
  timeline: TIMELINE_MESSAGES,
  booking: BOOKING_MESSAGES,
  bookingAnswer: BOOKING_ANSWER_MESSAGES,
  login: LOGIN_MESSAGES,
  registration: REGISTRATION_MESSAGES,
  profile: PROFILE_MESSAGES,
  password: PASSWORD_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  customerSpace: CUSTOMER_SPACE_MESSAGES,
  dinerChange: DINER_CHANGE_MESSAGES,
  review: REVIEW_MESSAGES,
  reward: REWARD_MESSAGES,
  scan: SCAN_MESSAGES,
  camera: CAMERA_MESSAGES,
  tablet: TABLET_MESSAGES,
  invitation: INVITATION_MESSAGES,
  customerFile: CUSTOMER_FILE_MESSAGES,
  settings: SETTINGS_MESSAGES,
  campaign: CAMPAIGN_MESSAGES,
  establishment: ESTABLISHMENT_MESSAGES,
  floorPlan: FLOOR_PLAN_MESSAGES,
} as const;
