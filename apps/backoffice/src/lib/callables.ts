/**
 * The staff callables (docs/contracts.md): every write of the back office goes through one of them.
 * Input types are the domain's input schemas, which the server validates again.
 */
import type {
  ApiCallLogEntry,
  ApiKeySummary,
  CreateApiKeyInput,
  CreatedApiKey,
  ListApiKeysInput,
  ListTillTicketsInput,
  ResolveTillTicketInput,
  RevokeApiKeyInput,
  TillTicketSummary,
  RecordStaffSignInInput,
  SetReservationBillInput,
  DecideReservationBillInput,
  GuestFileFields,
  UpdateGuestFileInput,
  AssignTablesInput,
  AutoConfirmRule,
  SaveAutoConfirmRuleInput,
  UndoConfirmationInput,
  CustomerDataExport,
  ExplainAvailabilityInput,
  ExportCustomerDataInput,
  ListWaitlistInput,
  WaitlistEntry,
  WaitlistEntryInput,
  CustomerMergePreview,
  MergeCustomersInput,
  MergeCustomersResult,
  CreateRestaurantInput,
  InviteUserInput,
  LoyaltyConfig,
  UpdateUserInput,
  ListTabletsInput,
  ListReviewsInput,
  LookupScanCodeInput,
  PairedTabletList,
  RevokeTabletInput,
  MoveReservationTableInput,
  RefuseReservationInput,
  RespondToReviewInput,
  RespondToReviewResult,
  ReviewPage,
  SaveFloorPlanInput,
  ScannedCode,
  SetClosedSlotsInput,
  SaveRestaurantSettingsInput,
  SlotExplanation,
  SlotExplanationText,
  SendCampaignInput,
  SetReservationStatusInput,
  StaffRole,
  StaffCreateReservationInput,
  UndoRefusalInput,
  BlockGuestEmailInput,
  UnblockGuestEmailInput,
  UndoRewardValidationInput,
  UpdateCustomerInput,
  UpdateReservationInput,
  ValidateRewardInput,
} from '@app/domain';
import { httpsCallable } from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import { bindSmsCallables, type SmsCallables } from './sms-callables';
import { bindWebhookCallables, type WebhookCallables } from './webhook-callables';
import { bindTimelineCallables, type TimelineCallables } from './timeline-callables';

/** Answer of `refuseReservation`: whether the rejection e-mail was queued, and until when it may be undone. */
export interface RefusalResult {
  ok: true;
  emailQueued: boolean;
  /** ISO instant (server clock) after which `undoRefusal` answers 'Le refus ne peut plus être annulé'. */
  undoUntil: string;
}

/** Answer of `setReservationStatus`: whether an e-mail was queued; for a request confirmed, until when it may be undone. */
export interface StatusChangeResult {
  ok: true;
  emailQueued?: boolean;
  /** ISO instant (server clock) after which `undoConfirmation` answers 'La confirmation ne peut plus être annulée'. */
  undoUntil?: string;
}

/** Answer of `setReservationBill`: whether the bill changed, the bill kept (0: none) and the points it moved. */
export interface BillResult {
  ok: true;
  changed: boolean;
  amount: number;
  pointsDelta: number;
  /** The bill went over the venue's ceiling: it waits for a manager (issue 49), with that ceiling. */
  held?: boolean;
  ceiling?: number;
}

/** Answer of `undoConfirmation`: whether the confirmation e-mail was withdrawn before it left. */
export interface UndoConfirmationResult {
  ok: true;
  mailWithdrawn: boolean;
}

/** « Attribuer quand même »: the paths that give a table may insist over another booking's hold. */
type Forcible<T> = Omit<T, 'force'> & { force?: boolean };

/** Answer of `undoRefusal`: whether the rejection e-mail was withdrawn before it left. */
export interface UndoRefusalResult {
  ok: true;
  mailWithdrawn: boolean;
}

/** Answer of `validateReward`: the voucher applied at the till (active → used), and when. */
export interface ValidateRewardResult {
  rewardId: string;
  customerName: string;
  description: string;
  value: number;
  /** What the voucher gives, as the till says it (« Dessert offert », « Bon de réduction 10,00 € »). */
  name: string;
  /** Euros it is worth, when it is (a discount, a gift the venue valued). */
  euros?: number;
  /** ISO instant (server clock) the voucher became used. */
  usedAt: string;
}

/** An invitation as the users tab lists it (never its token). */
export interface InvitationRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  restaurantIds: string[];
  createdAt: string;
  expiresAt: string;
  used: boolean;
  usedAt: string | null;
  status: 'pending' | 'accepted' | 'expired';
}

/** Answer of `explainAvailability`: « Pourquoi complet ? » for each enabled slot of the date, in the venue's mode. */
export interface ExplainAvailabilityResult {
  mode: 'covers' | 'tables';
  /** The largest party booked online: « Par tables », a slot seating fewer sizes is nearly full. */
  maxOnlineReservation: number;
  slots: Array<{ explanation: SlotExplanation; text: SlotExplanationText }>;
}

export interface StaffCallables extends TimelineCallables, SmsCallables, WebhookCallables {
  staffCreateReservation(input: Forcible<StaffCreateReservationInput>): Promise<{ reservationId: string }>;
  /** The day's waitlist (open entries first). */
  listWaitlist(input: ListWaitlistInput): Promise<{ entries: WaitlistEntry[] }>;
  /** Books a waiting diner as 'Nouvelle réservation' would (CONFIRMED); the entry becomes BOOKED. */
  bookFromWaitlist(input: WaitlistEntryInput): Promise<{ reservationId: string }>;
  /** Takes a diner off the waitlist (CANCELLED). */
  removeWaitlistEntry(input: WaitlistEntryInput): Promise<{ ok: true }>;
  updateReservation(input: UpdateReservationInput): Promise<unknown>;
  setReservationStatus(input: SetReservationStatusInput): Promise<StatusChangeResult>;
  /** Enters, corrects or takes back (null) the bill of a completed booking. */
  setReservationBill(input: SetReservationBillInput): Promise<BillResult>;
  /** An admin_full or master_admin approves or refuses the bill waiting above the ceiling. */
  decideReservationBill(input: DecideReservationBillInput): Promise<BillResult>;
  /** Puts back in « À confirmer » a request confirmed less than 30 s ago (its e-mail withdrawn). */
  undoConfirmation(input: UndoConfirmationInput): Promise<UndoConfirmationResult>;
  /** Refuses a pending request with a reason; the e-mail leaves after 10 s unless undone. */
  refuseReservation(input: RefuseReservationInput): Promise<RefusalResult>;
  /** Puts back a request refused less than 30 s ago. */
  undoRefusal(input: UndoRefusalInput): Promise<UndoRefusalResult>;
  /** « Bloquer cette adresse e-mail »: its pending requests refused (no e-mail), its waitlist places withdrawn. */
  blockGuestEmail(
    input: BlockGuestEmailInput,
  ): Promise<{ ok: true; blockId: string; refused: number; removed: number }>;
  /** « Débloquer »: the address may book and wait online again. */
  unblockGuestEmail(input: UnblockGuestEmailInput): Promise<{ ok: true }>;
  /** `unassign: true` with no table clears the assignment; `force` gives tables another booking holds then. */
  assignTables(input: Forcible<AssignTablesInput>): Promise<unknown>;
  moveReservationTable(input: Forcible<MoveReservationTableInput>): Promise<unknown>;
  setClosedSlots(input: SetClosedSlotsInput): Promise<unknown>;
  /** Counts this sign-in as the venue's `login` event, at most once per staff member, venue and Paris day. */
  recordStaffSignIn(input: RecordStaffSignInInput): Promise<{ counted: boolean }>;
  /** « Pourquoi complet ? »: what fills each slot of a date and what would open it. */
  explainAvailability(input: ExplainAvailabilityInput): Promise<ExplainAvailabilityResult>;
  /** What a typed or scanned code stands for at the selected restaurant, before anything is applied. */
  lookupScanCode(input: LookupScanCodeInput): Promise<ScannedCode>;
  /** Applies a `REWARD:` voucher; a used or expired one is refused ('Ce bon a déjà été utilisé/expiré …'). */
  validateReward(input: ValidateRewardInput): Promise<ValidateRewardResult>;
  /** Gives back a voucher applied less than a minute ago: active again, its use removed. */
  undoRewardValidation(
    input: UndoRewardValidationInput,
  ): Promise<{ rewardId: string; name: string; status: 'active' }>;
  /** The restaurant's paired loyalty tablets (master_admin, admin_full). */
  listTablets(input: ListTabletsInput): Promise<PairedTabletList>;
  /** Unpairs a tablet: it goes back to its code screen at its next call. */
  revokeTablet(input: RevokeTabletInput): Promise<{ ok: true }>;
  /** « Intégrations » (issue 52): a new API key, its secret answered once. */
  createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey>;
  listApiKeys(input: ListApiKeysInput): Promise<{ keys: ApiKeySummary[] }>;
  revokeApiKey(input: RevokeApiKeyInput): Promise<{ ok: true }>;
  /** The venue's last 100 API calls. */
  listApiCalls(input: ListApiKeysInput): Promise<{ calls: ApiCallLogEntry[] }>;
  /** The till's tickets waiting for staff, and the one tap that attaches one to a booking. */
  listTillTickets(input: ListTillTicketsInput): Promise<{ tickets: TillTicketSummary[] }>;
  resolveTillTicket(input: ResolveTillTicketInput): Promise<{ ok: true }>;
  /** A page of 20 reviews of the restaurant (tab, search), with the statistics of its aggregate. */
  listReviews(input: ListReviewsInput): Promise<ReviewPage>;
  /** Writes or edits the restaurant's response to a review. */
  respondToReview(input: RespondToReviewInput): Promise<RespondToReviewResult>;
  /** Saves the profile form; a new e-mail moves the record (answer: its id, the e-mail). */
  updateCustomer(input: UpdateCustomerInput): Promise<{ ok: true; customerId: string }>;
  /** Saves this venue's guest file of a customer (allergies, note, tags), answering what it kept (tags normalised). */
  updateGuestFile(input: UpdateGuestFileInput): Promise<{ ok: true } & GuestFileFields>;
  /** RGPD deletion: the record, its sign-in, and every trace naming the customer anonymised. */
  deleteCustomer(input: { customerId: string }): Promise<{ ok: true }>;
  /**
   * A customer's data for their request (art. 15, 20): the whole of it for master_admin, the venue's part for its
   * admin_full, as JSON and CSV.
   */
  exportCustomerData(input: ExportCustomerDataInput): Promise<{ data: CustomerDataExport; csv: string }>;
  /** A new establishment (master_admin); the answer names it for the selector. */
  createRestaurant(
    input: CreateRestaurantInput,
  ): Promise<{ restaurantId: string; slug: string; establishmentCode: string }>;
  /** Deletes an establishment (master_admin): it also leaves every user's restaurants. */
  deleteRestaurant(input: { restaurantId: string }): Promise<{ ok: true }>;
  /** Replaces the restaurant's whole floor plan (every room with its tables, walls and furniture). */
  saveFloorPlan(input: SaveFloorPlanInput): Promise<{ ok: true }>;
  /** The restaurant's loyalty rules (master_admin, admin_full of the restaurant). */
  saveLoyaltyConfig(input: { restaurantId: string; config: LoyaltyConfig }): Promise<unknown>;
  /** Invites a staff member (master_admin): the mail leaves, the link is returned once for copying. */
  inviteUser(input: InviteUserInput): Promise<{ invitationId: string; inviteUrl: string }>;
  /** Sends an unused invitation again with a new link. */
  resendInvitation(input: { invitationId: string }): Promise<{ inviteUrl: string }>;
  /** The whole user (name, e-mail, role, restaurants): the edit form and the inline role change. */
  updateUser(input: UpdateUserInput): Promise<{ ok: true }>;
  deleteUser(input: { userId: string }): Promise<{ ok: true }>;
  /** Every invitation, newest first (master_admin). */
  listInvitations(input: Record<string, never>): Promise<{ invitations: InvitationRow[] }>;
  deleteInvitation(input: { invitationId: string }): Promise<{ ok: true }>;
  /** How many customers of the restaurant a segment reaches (marketing consent given there), and one of them. */
  previewCampaignAudience(input: {
    targetRestaurant: string;
    targetSegment: string;
    channel?: 'email' | 'sms';
  }): Promise<{
    recipients: number;
    sample: { firstName: string; customerName: string; loyaltyLevel: string } | null;
  }>;
  /** « Envoyer un test à moi-même »: the campaign's mail to the caller's own address; answers that address. */
  sendCampaignTest(input: SendCampaignInput): Promise<{ to: string }>;
  /** Sends (or schedules) a campaign: counters as they stand when the call returns. */
  sendCampaign(
    input: SendCampaignInput,
  ): Promise<{ campaignId: string; total: number; status: string; sent: number; failed: number }>;
  /** The venue's rule for confirming online requests at once (« Établissement », master_admin and admin_full). */
  saveAutoConfirmRule(input: SaveAutoConfirmRuleInput): Promise<{ ok: true; rule: AutoConfirmRule }>;
  /** Saves the establishment page (profile and/or booking settings; only what changed). */
  saveRestaurantSettings(input: SaveRestaurantSettingsInput): Promise<{ ok: true; slug: string }>;
  /** Stores a logo or an image (base64) and adds it to the restaurant at once; answers its URL. */
  uploadRestaurantImage(input: {
    restaurantId: string;
    kind: 'logo' | 'image';
    fileName: string;
    dataBase64: string;
  }): Promise<{ url: string }>;
  /** The invitation behind a link: name, e-mail, role (public). */
  getInvitation(input: { token: string }): Promise<{ name: string; email: string; role: StaffRole }>;
  /** Creates the invitee's account with this password (public); the page then signs them in. */
  acceptInvitation(input: {
    token: string;
    password: string;
    confirmPassword: string;
  }): Promise<{ ok: true; email: string }>;
  /** What a merge of two records would do, without writing. */
  previewCustomerMerge(input: MergeCustomersInput): Promise<CustomerMergePreview>;
  /** Merges the duplicate into the kept record. */
  mergeCustomers(input: MergeCustomersInput): Promise<MergeCustomersResult>;
}

/** Binds each staff callable to the Functions instance (the local host in embedded mode). */
export function createStaffCallables(functions: Functions): StaffCallables {
  const bind =
    <I, R>(name: string) =>
    async (input: I): Promise<R> =>
      (await httpsCallable<I, R>(functions, name)(input)).data;
  return {
    staffCreateReservation: bind('staffCreateReservation'),
    listWaitlist: bind('listWaitlist'),
    bookFromWaitlist: bind('bookFromWaitlist'),
    removeWaitlistEntry: bind('removeWaitlistEntry'),
    updateReservation: bind('updateReservation'),
    setReservationStatus: bind('setReservationStatus'),
    setReservationBill: bind('setReservationBill'),
    decideReservationBill: bind('decideReservationBill'),
    refuseReservation: bind('refuseReservation'),
    undoRefusal: bind('undoRefusal'),
    blockGuestEmail: bind('blockGuestEmail'),
    unblockGuestEmail: bind('unblockGuestEmail'),
    undoConfirmation: bind('undoConfirmation'),
    assignTables: bind('assignTables'),
    moveReservationTable: bind('moveReservationTable'),
    setClosedSlots: bind('setClosedSlots'),
    recordStaffSignIn: bind('recordStaffSignIn'),
    explainAvailability: bind('explainAvailability'),
    lookupScanCode: bind('lookupScanCode'),
    validateReward: bind('validateReward'),
    undoRewardValidation: bind('undoRewardValidation'),
    listTablets: bind('listTablets'),
    revokeTablet: bind('revokeTablet'),
    createApiKey: bind('createApiKey'),
    listApiKeys: bind('listApiKeys'),
    revokeApiKey: bind('revokeApiKey'),
    listApiCalls: bind('listApiCalls'),
    listTillTickets: bind('listTillTickets'),
    resolveTillTicket: bind('resolveTillTicket'),
    listReviews: bind('listReviews'),
    respondToReview: bind('respondToReview'),
    updateCustomer: bind('updateCustomer'),
    updateGuestFile: bind('updateGuestFile'),
    deleteCustomer: bind('deleteCustomer'),
    exportCustomerData: bind('exportCustomerData'),
    previewCustomerMerge: bind('previewCustomerMerge'),
    createRestaurant: bind('createRestaurant'),
    deleteRestaurant: bind('deleteRestaurant'),
    saveFloorPlan: bind('saveFloorPlan'),
    saveLoyaltyConfig: bind('saveLoyaltyConfig'),
    inviteUser: bind('inviteUser'),
    resendInvitation: bind('resendInvitation'),
    updateUser: bind('updateUser'),
    deleteUser: bind('deleteUser'),
    listInvitations: bind('listInvitations'),
    deleteInvitation: bind('deleteInvitation'),
    previewCampaignAudience: bind('previewCampaignAudience'),
    sendCampaign: bind('sendCampaign'),
    sendCampaignTest: bind('sendCampaignTest'),
    saveRestaurantSettings: bind('saveRestaurantSettings'),
    saveAutoConfirmRule: bind('saveAutoConfirmRule'),
    uploadRestaurantImage: bind('uploadRestaurantImage'),
    getInvitation: bind('getInvitation'),
    acceptInvitation: bind('acceptInvitation'),
    mergeCustomers: bind('mergeCustomers'),
    ...bindTimelineCallables(bind),
    ...bindSmsCallables(bind),
    ...bindWebhookCallables(bind),
  };
}
