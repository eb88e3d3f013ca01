import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { KIOSK_PHONE_END_DIGITS } from '../../kiosk/match-kiosk-arrival';
import { safeString } from '../safe-string';
import { TabletRequestIdSchema } from './venue-inputs';

const t = MESSAGES.tablet;

/** What the guest types at « J'ai réservé » (issue 54): their name and the last 4 digits of their phone. */
const arrivalShape = {
  name: safeString(t.arrivalNameRequired)
    .trim()
    .min(2, t.arrivalNameRequired)
    .max(80, MESSAGES.generic.invalidInput),
  phoneEnd: safeString(t.arrivalPhoneEndInvalid)
    .trim()
    .max(KIOSK_PHONE_END_DIGITS, t.arrivalPhoneEndInvalid)
    .regex(new RegExp(`^\\d{${KIOSK_PHONE_END_DIGITS}}$`), t.arrivalPhoneEndInvalid),
};

/** `tabletFindArrival`: the guest's booking of the moment, shown as first name and time only. */
export const TabletFindArrivalInputSchema = z.object(arrivalShape).strict();
/** {@link TabletFindArrivalInputSchema} output type. */
export type TabletFindArrivalInput = z.output<typeof TabletFindArrivalInputSchema>;

/** `tabletCheckIn`: the same, matched again on the server, and the kiosk's request id (a retry is answered the same). */
export const TabletCheckInInputSchema = z
  .object({ ...arrivalShape, requestId: TabletRequestIdSchema })
  .strict();
/** {@link TabletCheckInInputSchema} output type. */
export type TabletCheckInInput = z.output<typeof TabletCheckInInputSchema>;

/** `tabletMealFeedback`: the guest matched again on their checked-in booking, and the face they tapped (1–5). */
export const TabletMealFeedbackInputSchema = z
  .object({
    ...arrivalShape,
    rating: z
      .number(MESSAGES.generic.invalidInput)
      .int(MESSAGES.generic.invalidInput)
      .min(1, MESSAGES.generic.invalidInput)
      .max(5, MESSAGES.generic.invalidInput),
  })
  .strict();
/** {@link TabletMealFeedbackInputSchema} output type. */
export type TabletMealFeedbackInput = z.output<typeof TabletMealFeedbackInputSchema>;

/** The kiosk's answer to « J'ai réservé »: first name and time of the booking of the moment, or none. */
export type TabletArrivalAnswer =
  | { kind: 'none' }
  | {
      kind: 'found';
      firstName: string;
      time: string;
      early: boolean;
      arrivedAt: string | null;
      /** Checked in and not rated yet: the kiosk offers « Comment s'est passé votre repas ? ». */
      canRate?: boolean;
    };
