import { z } from 'zod';
import { CounterSchema, DateStringSchema, IdSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/** Every kind of e-mail the product sends (one template each). */
export const MAIL_TYPES = [
  'confirmation',
  'request_received',
  'rejection',
  'cancellation',
  'reminder',
  'review_request',
  'level_up',
  'gift_congratulations',
  'gift_reward',
  'walk_in_thank_you',
  'tablet_welcome',
  'login_code',
  'user_invitation',
  'campaign',
  'campaign_test',
  'waitlist_offer',
  'other',
] as const;
/** One of {@link MAIL_TYPES}. */
export const MailTypeSchema = z.enum(MAIL_TYPES);
/** {@link MailTypeSchema} output type. */
export type MailType = z.infer<typeof MailTypeSchema>;

/** States of an e-mail log entry. */
export const EMAIL_LOG_STATUSES = ['pending', 'sent', 'failed'] as const;
/** One of {@link EMAIL_LOG_STATUSES}. */
export const EmailLogStatusSchema = z.enum(EMAIL_LOG_STATUSES);
/** {@link EmailLogStatusSchema} output type. */
export type EmailLogStatus = z.infer<typeof EmailLogStatusSchema>;

/** A sent or failed e-mail (collection `email_logs`), read by the reports screen. */
export const EmailLogSchema = z.object({
  id: IdSchema,
  type: MailTypeSchema.catch('other'),
  status: EmailLogStatusSchema,
  recipientEmail: safeString().default(''),
  recipientName: safeString().default(''),
  restaurantId: safeString().default(''),
  restaurantName: safeString().default(''),
  reservationId: safeString().optional(),
  subject: safeString().default(''),
  messageId: safeString().optional(),
  trackingId: safeString().optional(),
  trackingEnabled: z.boolean().default(false),
  errorMessage: safeString().optional(),
  sentAt: TimestampSchema,
  openedAt: TimestampSchema.optional(),
  clickedAt: TimestampSchema.optional(),
  bouncedAt: TimestampSchema.optional(),
});
/** {@link EmailLogSchema} output type. */
export type EmailLog = z.infer<typeof EmailLogSchema>;

/**
 * States of a mail waiting in the outbox; 'cancelled' is a mail withdrawn before it left (an undone
 * refusal), which no worker sends.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
/** One of {@link OUTBOX_STATUSES}. */
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);
/** {@link OutboxStatusSchema} output type. */
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

/** A small text file sent with a mail (a calendar event): its name, MIME type and UTF-8 content. */
export const MailAttachmentSchema = z.object({
  filename: safeString().min(1),
  contentType: safeString().min(1),
  content: safeString(),
});
/** {@link MailAttachmentSchema} output type. */
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

/**
 * A mail waiting to be sent (server-only collection `mail_outbox`). Written in the same transaction as the
 * business change with a deterministic id, so the same mail is never queued twice.
 */
export const MailOutboxItemSchema = z.object({
  id: IdSchema,
  to: safeString().min(1),
  recipientName: safeString().default(''),
  subject: safeString().min(1),
  html: safeString(),
  text: safeString(),
  type: MailTypeSchema,
  restaurantId: safeString().optional(),
  restaurantName: safeString().optional(),
  reservationId: safeString().optional(),
  trackingId: safeString().optional(),
  /** Small text files sent with the mail (a booking's reservation.ics). */
  attachments: z.array(MailAttachmentSchema).optional(),
  status: OutboxStatusSchema,
  attempts: CounterSchema,
  nextAttemptAt: TimestampSchema,
  createdAt: TimestampSchema,
  sentAt: TimestampSchema.optional(),
  cancelledAt: TimestampSchema.optional(),
  /** The Message-ID it leaves with, the same on every attempt (recorded when an attempt starts). */
  messageId: safeString().optional(),
  /**
   * How far the current attempt got (issue 55): 'connecting' until the server has the whole message, 'data' once it
   * has it and the final dot, which asks it to accept it, may have left. An attempt found abandoned at 'connecting'
   * was delivered nowhere and is sent again; at 'data' it is recorded as sent (`deliveryUnconfirmed`), never sent
   * twice.
   */
  sendStage: z.enum(['connecting', 'data']).optional(),
  /** When the current attempt's message was whole at the server (sendStage 'data'). */
  dataSentAt: TimestampSchema.optional(),
  /** Recorded as sent without the server's answer: its sender died after the final dot may have left. */
  deliveryUnconfirmed: z.boolean().optional(),
  error: safeString().optional(),
  /**
   * Once a mail has left (or failed for good), its body, headers and attachments are emptied: links in them
   * (invitations, signed answers, unsubscribe) stay live long after. What remains proves what was sent.
   */
  contentDigest: z.object({ sha256: safeString(), size: z.number().int().min(0) }).optional(),
  /** Why a queued mail was not sent: the customer withdrew their consent or was erased meanwhile. */
  withdrawnReason: z.enum(['consent', 'erased']).optional(),
});
/** {@link MailOutboxItemSchema} output type. */
export type MailOutboxItem = z.infer<typeof MailOutboxItemSchema>;

/** Outcomes of an automatic run. */
export const AUTOMATION_RUN_STATUSES = ['completed', 'partial', 'failed'] as const;

/** The jobs that leave a run record. */
export const AUTOMATION_JOBS = ['autoComplete', 'archive', 'retention'] as const;

/** One automatic run (collection `automatic_execution_logs`); `duration` in milliseconds. */
export const AutomationRunLogSchema = z.object({
  id: IdSchema,
  /** Which job ran: the 5 am completion ('autoComplete', the reports' automations tab) or the archiving. */
  job: z.enum(AUTOMATION_JOBS).default('autoComplete').catch('autoComplete'),
  restaurantId: IdSchema,
  executionDate: DateStringSchema,
  status: z.enum(AUTOMATION_RUN_STATUSES),
  duration: z.number().min(0).default(0),
  totalProcessed: CounterSchema,
  totalEmailed: CounterSchema,
  /** Percentage 0..100. */
  successRate: z.number().min(0).max(100).default(100),
  errors: CounterSchema,
  errorDetails: z.array(safeString()).default([]),
  createdAt: TimestampSchema.optional(),
});
/** {@link AutomationRunLogSchema} output type. */
export type AutomationRunLog = z.infer<typeof AutomationRunLogSchema>;
