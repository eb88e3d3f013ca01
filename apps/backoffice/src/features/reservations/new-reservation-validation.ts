import {
  RESERVATION_MESSAGES,
  STAFF_CREATE_RESERVATION_CHECKS,
  StaffCreateReservationFieldsSchema,
  StaffCreateReservationInputSchema,
  listFieldErrors,
} from '@app/domain';
import type { StaffCreateReservationInput } from '@app/domain';

/** The fields of the new-reservation form, in screen order: the first faulty one takes the focus. */
export const NEW_RESERVATION_FIELDS = [
  'customerLastName',
  'customerFirstName',
  'customerPhone',
  'customerEmail',
  'date',
  'time',
  'partySize',
  'specialRequests',
] as const;
export type NewReservationField = (typeof NEW_RESERVATION_FIELDS)[number];

export type FieldErrors = Partial<Record<NewReservationField, string>>;

export type NewReservationCheck =
  | { ok: true; input: StaffCreateReservationInput }
  | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** Whether a path named by the schema or the server is one of the form's fields. */
export function isFormField(path: string | undefined): path is NewReservationField {
  return (NEW_RESERVATION_FIELDS as readonly string[]).includes(path ?? '');
}

/** The first faulty field in screen order, to focus. */
export function firstFaultyField(errors: FieldErrors): NewReservationField | undefined {
  return NEW_RESERVATION_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * Checks the form as the server will (the domain's schema and checks), but reports every faulty field at
 * once, and the date's minimum (today). A fault outside the fields (no restaurant) goes to the form.
 */
export function checkNewReservation(raw: Record<string, unknown>, today: string): NewReservationCheck {
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  const report = (path: string | undefined, message: string) => {
    if (isFormField(path)) fieldErrors[path] ??= message;
    else formError ??= message;
  };
  const fields = StaffCreateReservationFieldsSchema.safeParse(raw);
  if (!fields.success) {
    for (const issue of fields.error.issues) report(String(issue.path[0] ?? ''), issue.message);
  } else {
    for (const { path, message } of listFieldErrors(STAFF_CREATE_RESERVATION_CHECKS, fields.data)) {
      report(path, message);
    }
    if (!fieldErrors.date && fields.data.date !== '' && fields.data.date < today) {
      report('date', RESERVATION_MESSAGES.pastDate);
    }
  }
  if (Object.keys(fieldErrors).length > 0 || formError) {
    return { ok: false, fieldErrors, ...(formError ? { formError } : {}) };
  }
  const parsed = StaffCreateReservationInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors, formError: RESERVATION_MESSAGES.creationError() };
  return { ok: true, input: parsed.data };
}
