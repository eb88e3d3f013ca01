import { z } from 'zod';
import { RESERVATION_STATUSES, type Reservation, type RestaurantCustomer, safeString } from '@app/domain';

/**
 * What the API answers, as zod schemas (the OpenAPI document is generated from them, api/openapi-document.ts)
 * and the mappers that build them. A booking carries what the venue holds of it and nothing of its staff: no
 * history (its authors are staff accounts), no author.
 */
export const ApiReservationSchema = z.object({
  id: safeString(),
  status: z.enum(RESERVATION_STATUSES),
  date: safeString().meta({ description: 'YYYY-MM-DD, Europe/Paris' }),
  time: safeString().meta({ description: 'HH:MM, Europe/Paris' }),
  partySize: z.number().int(),
  customerFirstName: safeString(),
  customerLastName: safeString(),
  customerEmail: safeString(),
  customerPhone: safeString().meta({ description: 'E.164, e.g. +33612345678' }),
  specialRequests: safeString(),
  terrace: z.boolean(),
  tableId: safeString().meta({ description: 'Table numbers joined by « + », empty when none' }),
  source: safeString(),
  amountSpent: z.number().nullable(),
  billFromTill: z.boolean().meta({ description: '« Addition reçue de la caisse »' }),
  createdAt: safeString(),
  updatedAt: safeString().nullable(),
});
export type ApiReservation = z.infer<typeof ApiReservationSchema>;

export function toApiReservation(r: Reservation): ApiReservation {
  return {
    id: r.id,
    status: r.status as ApiReservation['status'],
    date: r.date,
    time: r.time,
    partySize: r.partySize,
    customerFirstName: r.customerFirstName ?? '',
    customerLastName: r.customerLastName ?? '',
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    specialRequests: r.specialRequests,
    terrace: r.terrace,
    tableId: r.tableId,
    source: r.source ?? 'online',
    amountSpent: r.amountSpent ?? null,
    billFromTill: r.billSource === 'till',
    createdAt: r.createdAt,
    updatedAt: r.updatedAt ?? null,
  };
}

export const ApiCustomerSchema = z.object({
  id: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString()
    .nullable()
    .meta({ description: 'Only when the guest consented to this venue’s e-mails' }),
  phone: safeString().nullable().meta({ description: 'Only when the guest consented to this venue’s SMS' }),
  emailMarketingConsent: z.boolean(),
  smsMarketingConsent: z.boolean(),
  visits: z.number(),
  totalSpent: z.number(),
  points: z.number(),
  lastVisit: safeString().nullable(),
});
export type ApiCustomer = z.infer<typeof ApiCustomerSchema>;

/**
 * The venue's view of a guest (never the identity other venues share), its contact only where the guest said
 * yes to this venue on that channel: a CRM syncing the list gets no address it may not write to. Notes,
 * allergies and tags stay in the back office.
 */
export function toApiCustomer(view: RestaurantCustomer): ApiCustomer {
  return {
    id: view.customerId,
    firstName: view.firstName,
    lastName: view.lastName,
    email: view.emailMarketingConsent && view.email ? view.email : null,
    phone: view.smsMarketingConsent && view.phone ? view.phone : null,
    emailMarketingConsent: view.emailMarketingConsent,
    smsMarketingConsent: view.smsMarketingConsent,
    visits: view.completed ?? 0,
    totalSpent: view.totalSpent ?? 0,
    points: view.points ?? 0,
    lastVisit: view.lastVisit ?? null,
  };
}

export const ApiErrorSchema = z.object({
  error: z.object({
    code: safeString().meta({ description: 'The callables’ error code: invalid-argument, not-found…' }),
    message: safeString().meta({ description: 'French, as the back office shows it' }),
    field: safeString().optional(),
  }),
});

export const TillTicketOutcomeSchema = z.object({
  ticketId: safeString(),
  outcome: z.enum(['recorded', 'held', 'ambiguous', 'unmatched']),
  reservationId: safeString().nullable(),
  pointsDelta: z.number(),
});
export type TillTicketOutcome = z.infer<typeof TillTicketOutcomeSchema>;
