/**
 * Every mail the specs name, with the data its template needs. The outbox stores `{ type, data }` and the
 * worker renders at send time, so a template fix also applies to mails still waiting.
 * Links (review page, customer space, invitation, unsubscribe) are built by the templates from runtime().urls.
 */
export interface ReservationMailData {
  customerName: string;
  restaurantName: string;
  date: string;
  time: string;
  partySize: number;
  specialRequests?: string;
  terrace?: boolean;
}

export interface MailDataByType {
  /** Online booking received (PENDING): the request is acknowledged, the confirmation follows. */
  reservation_request: ReservationMailData;
  confirmation: ReservationMailData;
  cancellation: ReservationMailData;
  /** Refusal of a PENDING booking; reason defaults to the restaurant being full for that slot. */
  rejection: ReservationMailData & { reason?: string };
  review_request: { customerName: string; restaurantName: string; restaurantId: string; reservationId: string };
  level_up: {
    customerName: string;
    restaurantName: string;
    newLevel: string;
    oldLevel: string;
    loyaltyPoints: number;
    rewardPoints: number;
  };
  gift_congratulations: {
    customerName: string;
    restaurantName: string;
    giftName: string;
    giftEmoji: string;
    giftNumber: number;
    pointsRequired: number;
  };
  gift_reward: { customerName: string; restaurantName: string; rewardAmount: number; barcode: string; pointsUsed: number };
  walk_in_thank_you: {
    customerName: string;
    restaurantName: string;
    restaurantId: string;
    pointsEarned: number;
    totalPoints: number;
  };
  /** Tablet VIP account created. */
  welcome: { customerName: string; restaurantName: string; pointsEarned: number; totalPoints: number };
  login_code: { customerName: string; code: string };
  user_invitation: { userName: string; token: string; roleLabel?: string };
  campaign: {
    customerName: string;
    restaurantName: string;
    campaignId: string;
    /** Subject and content with the placeholders already replaced. */
    subject: string;
    content: string;
    redirect?: { url: string; label: string; type: string };
  };
}

export type MailType = keyof MailDataByType;

export type MailFailurePolicy = 'swallow' | 'rethrow' | 'log';

/**
 * What the user sees when sending fails (administration §7): swallowed (counted as success), re-thrown
 * (the caller reports the failure), or logged as a failed e-mail entry.
 */
export const MAIL_FAILURE_POLICY: Record<MailType, MailFailurePolicy> = {
  reservation_request: 'swallow',
  confirmation: 'swallow',
  cancellation: 'swallow',
  rejection: 'swallow',
  level_up: 'swallow',
  gift_reward: 'swallow',
  login_code: 'rethrow',
  gift_congratulations: 'rethrow',
  user_invitation: 'rethrow',
  review_request: 'log',
  walk_in_thank_you: 'log',
  welcome: 'log',
  campaign: 'log',
};

/** A mail to queue: a deterministic id (e.g. `reservation:{id}:confirmation:{n}`) makes sending it twice impossible. */
export type OutboxMailInput = {
  [T in MailType]: {
    id: string;
    type: T;
    to: string;
    toName?: string;
    restaurantId?: string;
    restaurantName?: string;
    reservationId?: string;
    campaignId?: string;
    data: MailDataByType[T];
  };
}[MailType];

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** The stored outbox document (`mail_outbox/{id}`), readable by no client. */
export interface OutboxDoc {
  id: string;
  type: MailType;
  to: string;
  toName: string | null;
  restaurantId: string | null;
  restaurantName: string | null;
  reservationId: string | null;
  campaignId: string | null;
  data: Record<string, unknown>;
  policy: MailFailurePolicy;
  status: OutboxStatus;
  attempts: number;
  /** ISO time before which the worker leaves the mail alone (backoff, or the lease of a worker sending it). */
  nextAttemptAt: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  messageId: string | null;
  lastError: string | null;
}
