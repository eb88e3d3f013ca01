/**
 * What the loyalty tablet's callables answer (customer-flows §2 "Loyalty tablet", ARCHITECTURE §8 "The tablet is a
 * paired device"). The code screen (`tabletCheckCode`, public) only identifies the restaurant; a staff member then
 * pairs the device (`pairTablet`), which keeps its own credential: a Firebase custom token with role `tablet`,
 * `restaurantId` and `deviceId`. Every other tablet callable takes the restaurant from that credential and answers
 * 'unauthenticated' with `MESSAGES.tablet.notPaired` to a device that is not (or no longer) paired: the kiosk then
 * forgets its credential and shows the code screen again.
 */

/** `tabletCheckCode`: the restaurant a code designates, for the pairing screen. */
export interface TabletEstablishment {
  /** The restaurant's full 6-character tablet code (what `/tablette/{code}` carries). */
  code: string;
  restaurantId: string;
  restaurantName: string;
  emoji: string;
  logo: string;
}

/** `pairTablet`: the device's credential, to sign in with (signInWithCustomToken), and what it is paired to. */
export interface TabletPairing {
  token: string;
  deviceId: string;
  deviceName: string;
  restaurantId: string;
  restaurantName: string;
  code: string;
}

/** `tabletSession` (no input): who this paired device serves, and what a visit is worth there. */
export interface TabletSessionInfo {
  deviceId: string;
  deviceName: string;
  restaurantId: string;
  restaurantName: string;
  code: string;
  emoji: string;
  logo: string;
  pointsForWalkIn: number;
  giftInterval: number;
}

/** `tabletLookupCustomer`: only what the kiosk shows, never the customer file. */
export type TabletLookupResult =
  /** `askEmail`: several accounts hold the phone typed, the e-mail decides (chooseTabletCustomer). */
  | { found: false; message: string; askEmail?: boolean }
  | {
      found: true;
      firstName: string;
      /** « j***@exemple.fr » or « 06 •• •• •5 78 »: enough for the customer to recognise themself. */
      maskedContact: string;
      points: number;
      level: string;
      /** What a visit now would add: 0 when the 5-hour rule refuses it. */
      pointsToAdd: number;
      /** The balance after a visit now: the balance itself when it is refused. */
      totalAfter: number;
      visitAllowed: boolean;
      /** The spec's 'Délai de 5h requis ! …' when the visit is not allowed yet. */
      waitMessage?: string;
    };

/** A gift threshold crossed by this visit: the points modal's « CADEAU #n ». */
export interface TabletGiftWon {
  number: number;
  name: string;
  emoji: string;
  label: string;
}

/** `tabletDeclareVisit` and `tabletConfirmAccount`: the points modal. */
export interface TabletVisitResult {
  firstName: string;
  pointsEarned: number;
  totalPoints: number;
  gifts: TabletGiftWon[];
  /** 'Cadeau reçu par mail' when a gift was crossed and mailed. */
  giftMessage?: string;
}

/** `tabletCreateAccount`: the code is on its way; the account counts once it is entered. */
export interface TabletAccountPending {
  codeSent: true;
  email: string;
  /** When « Renvoyer le code » may be used (ISO). */
  resendAvailableAt: string;
}

/** One paired tablet as staff see it (`listTablets`). */
export interface PairedTablet {
  deviceId: string;
  name: string;
  pairedByName: string;
  pairedByEmail: string;
  pairedAt: string;
  /** Last call the device made (ISO); its pairing time until then. */
  lastSeenAt: string;
}

/** Tablets `listTablets` answers per call: a venue with more pages through them with « Afficher plus ». */
export const TABLET_LIST_PAGE_SIZE = 50;

/**
 * `listTablets`: one page of the restaurant's paired tablets, most recently seen first (revoked ones are gone),
 * and the cursor of the next page (null on the last).
 */
export interface PairedTabletList {
  tablets: PairedTablet[];
  next: { lastSeenAt: string; deviceId: string } | null;
}
