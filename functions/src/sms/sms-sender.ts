/**
 * The SMS port (ARCHITECTURE §10 "Channels are ports with two real ends"): one message to one mobile. Consent,
 * STOP, quiet hours and segment counting are decided before a message reaches a sender (packages/domain/src/sms,
 * the SMS outbox), so every adapter sends what it is given and nothing else.
 */
export interface SmsToSend {
  /** The outbox id: the adapter's tag, so a provider's report and a reply find the message again. */
  id: string;
  /** E.164 mobile number ('+33612345678'). */
  to: string;
  /** The text as it goes (already made GSM-7 where it could be, packages/domain toSmsText). */
  text: string;
  /** The venue's alphanumeric sender (≤ 11); ignored when the message takes replies (they need a number). */
  sender?: string;
  /** Sent from the provider's two-way number, so that « 1 », « 9 » and « STOP » come back to the webhook. */
  replies: boolean;
  /** Marketing messages carry the provider's STOP clause; transactional ones do not. */
  category: 'transactional' | 'marketing';
  /** Minutes the provider keeps the message before sending it (marketing outside quiet hours); 0 = now. */
  deferMinutes?: number;
}

/** What the provider answered: its id for the message. */
export interface SmsSent {
  providerId: string;
}

/** A provider refusal that will not change on retry (invalid number, refused sender): the message fails. */
export class PermanentSmsError extends Error {}

export interface SmsSender {
  /** Which end this is ('ovh', 'sink'), recorded with each message. */
  readonly name: string;
  send(message: SmsToSend): Promise<SmsSent>;
  /**
   * An end that keeps what it sent on this machine (the local host's sink) forgets the messages of these numbers
   * (a diner's erasure) and answers how many went. A provider keeps its own history under its own terms.
   */
  forget?(numbers: readonly string[]): Promise<number>;
  /** Such an end drops the messages it received before `beforeIso` (the retention's 13 months). */
  forgetBefore?(beforeIso: string): Promise<number>;
}
