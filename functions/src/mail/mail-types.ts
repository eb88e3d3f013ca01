import type { DinerLocale, MailAttachment, MailType as DomainMailType, MailOutboxItem } from '@app/domain';
import type { MailRestaurant } from './mail-restaurant';

/**
 * Every mail the specs name, with the data its template needs. A mail is rendered when it is queued (subject,
 * html and text are stored in the outbox), so what leaves is what the business transaction decided.
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
  /** The booking's id: with it the mail links its calendar file (« Ajouter à mon agenda »). */
  reservationId?: string;
}

export interface MailDataByType {
  /**
   * 'request': an online booking was received (PENDING) and the restaurant will confirm it;
   * 'confirmed': the booking is confirmed (staff creation or confirmation of a request).
   */
  confirmation: ReservationMailData & { stage: 'request' | 'confirmed' };
  /**
   * « Demande reçue »: an online request the restaurant will confirm (PENDING). Its own type so that the e-mail
   * log and its export name it for what it is, never « Confirmation » (issue 48, defect 14).
   */
  request_received: ReservationMailData;
  cancellation: ReservationMailData;
  /** Before a CONFIRMED booking (sendBookingReminders): one-tap « Je confirme ma venue » / « J'annule ma réservation ». */
  reminder: ReservationMailData & { reservationId: string };
  /** Refusal of a PENDING booking, with the sentence of the reason staff chose (or their own text). */
  rejection: ReservationMailData & { reason: string };
  review_request: {
    customerName: string;
    restaurantName: string;
    restaurantId: string;
    reservationId: string;
  };
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
  gift_reward: {
    customerName: string;
    restaurantName: string;
    rewardAmount: number;
    barcode: string;
    pointsUsed: number;
  };
  walk_in_thank_you: {
    customerName: string;
    restaurantName: string;
    restaurantId: string;
    /** The declared visit (virtual reservation) the review link stands for: `/review/{restaurantId}/walkin?visit={id}`. */
    visitId: string;
    pointsEarned: number;
    totalPoints: number;
  };
  /** Tablet VIP account created. */
  tablet_welcome: { customerName: string; restaurantName: string; pointsEarned: number; totalPoints: number };
  /**
   * A 6-digit code. With `tabletAccount`, it confirms a VIP account made on the restaurant's tablet: typed on the
   * tablet, or from the mail's link to the customer portal's sign-in (`?email=…&code=…`).
   */
  login_code: {
    customerName: string;
    code: string;
    tabletAccount?: { restaurantName: string; email: string };
    /**
     * 'existing-account': a registration for an address that has an account (the code signs in to it);
     * 'no-account': a code asked for an address without account (no code: how to create one). Either way the
     * screen said the same thing, so nobody learns from it whether an address is a customer.
     */
    variant?: 'existing-account' | 'no-account' | 'account-deletion' | 'password-reset';
  };
  /** `emailChange`: the link sets the password of an account whose sign-in address was just changed to this one. */
  user_invitation: { userName: string; token: string; roleLabel?: string; emailChange?: boolean };
  campaign: {
    customerName: string;
    restaurantName: string;
    campaignId: string;
    /** Subject and content with the placeholders already replaced. */
    subject: string;
    content: string;
    redirect?: { url: string; label: string; type: string };
  };
  /**
   * « Envoyer un test à moi-même »: the campaign's mail to the staff member who writes it, marked as a test, with
   * no tracking and no unsubscribe link (nobody is subscribed); it belongs to no campaign.
   */
  campaign_test: {
    staffName: string;
    restaurantName: string;
    subject: string;
    content: string;
    redirect?: { url: string; label: string; type: string };
  };
  /** A freed table offered to the first diner waiting: the booking link (with its token) and its end. */
  waitlist_offer: {
    customerName: string;
    restaurantName: string;
    date: string;
    time: string;
    partySize: number;
    offerUrl: string;
    /** When the offer ends, 'HH:mm' in Paris. */
    expiresAtTime: string;
  };
}

/** The domain's mail types ('other' is only a reading fallback of old logs). */
export type MailType = keyof MailDataByType & DomainMailType;

export type MailFailurePolicy = 'swallow' | 'rethrow' | 'log';

/**
 * What the user sees when sending fails (administration §7): swallowed (counted as success), re-thrown
 * (the caller reports the failure), or logged as a failed e-mail entry.
 */
export const MAIL_FAILURE_POLICY: Record<MailType, MailFailurePolicy> = {
  confirmation: 'swallow',
  request_received: 'swallow',
  cancellation: 'swallow',
  reminder: 'log',
  rejection: 'swallow',
  level_up: 'swallow',
  gift_reward: 'swallow',
  login_code: 'rethrow',
  gift_congratulations: 'rethrow',
  user_invitation: 'rethrow',
  review_request: 'log',
  walk_in_thank_you: 'log',
  tablet_welcome: 'log',
  campaign: 'log',
  campaign_test: 'rethrow',
  waitlist_offer: 'log',
};

/**
 * Mails that may come from no particular restaurant (staff invitation, customer login code): from the venue when
 * one is known (the one invited to, the page that asked for the code), else under the product's name.
 */
export type ProductMailType = 'login_code' | 'user_invitation';

/**
 * A mail to queue: a deterministic id (e.g. `reservation:{id}:confirmation:{n}`) makes sending it twice impossible.
 * Every mail about a restaurant must say which one: it leaves under its name, replies reach its e-mail, and its
 * header and footer show its logo, address and phone.
 */
export type OutboxMailInput = {
  [T in MailType]: {
    id: string;
    type: T;
    to: string;
    toName?: string;
    reservationId?: string;
    campaignId?: string;
    /** Earliest send time (campaign pacing, scheduled campaigns, a refusal's undo window); now when absent. */
    notBefore?: Date;
    /** Small text files sent with the mail (the booking's reservation.ics). */
    attachments?: MailAttachment[];
    /** The customer file id a marketing mail is for: its consent is checked again when the mail leaves. */
    customerId?: string;
    /**
     * The language the mail is written in (issue 51): about a booking, resolveMessageLocale (booking → guest →
     * venue); absent, the venue's default, else French (staff mails stay French).
     */
    locale?: DinerLocale;
    data: MailDataByType[T];
  } & (T extends ProductMailType ? { restaurant?: MailRestaurant } : { restaurant: MailRestaurant });
}[MailType];

/**
 * The stored outbox document (`mail_outbox/{id}`, readable by no client): the domain's MailOutboxItem
 * (rendered subject, html and text) plus the failure policy and the campaign it belongs to.
 */
export type OutboxDoc = MailOutboxItem & {
  policy: MailFailurePolicy;
  /** The language the mail was written in (issue 51). */
  locale?: DinerLocale;
  campaignId?: string;
  leaseUntil?: string;
  /** Display name of the sender (the restaurant's name); the product's configured sender when absent. */
  fromName?: string;
  /** The restaurant's e-mail, where the diner's reply goes. */
  replyTo?: string;
  /** The subject the e-mail log keeps instead of `subject`, which carries a secret (RenderedMail.logSubject). */
  logSubject?: string;
  /** Extra headers (a campaign's List-Unsubscribe, RFC 8058); emptied with the body once the mail is done. */
  headers?: Record<string, string>;
  /** The customer file id a marketing mail is for (its consent is checked again at delivery). */
  customerId?: string;
};

/** Mails that need the recipient's marketing consent at the venue, checked when queued and again when sent. */
export const MARKETING_MAIL_TYPES: readonly MailType[] = ['campaign'];
