import type { StaffRole } from '@app/domain';

/** The signed-in staff member: profile (users/{uid}) merged with the token's custom claims. */
export interface StaffSession {
  uid: string;
  email: string;
  name: string;
  role: StaffRole;
  /** From the custom claims: the restaurants this account may read and act on. */
  restaurantIds: string[];
}

/** What the selector and the screens need of a restaurant. */
export interface RestaurantChoice {
  id: string;
  name: string;
  /** Kept with the selection (spec); no screen shows it since issue 48: the venue's mark is its logo or initials. */
  emoji: string;
  logo?: string | undefined;
  brandColor?: string | undefined;
}

/** The I/O the session needs; the app wires Firebase Auth and the repositories in `session-backend.ts`. */
export interface SessionBackend {
  /** Calls back with the account id on every sign-in/out (and once at start). */
  onAuthChange(next: (uid: string | null) => void): () => void;
  /** Resolves with the account id; rejects with the SDK's error (its code maps to the French catalogue). */
  signIn(email: string, password: string): Promise<string>;
  signOut(): Promise<void>;
  /** The staff profile of an account, or null when there is none (refused like a wrong password). */
  loadStaff(uid: string): Promise<StaffSession | null>;
  /** The restaurants the staff member may access, in display order. */
  loadRestaurants(staff: StaffSession): Promise<RestaurantChoice[]>;
  /**
   * Follows the staff profile users/{uid}: its role and restaurants, null once deleted or unreadable (a revoked
   * account's reads are refused). Lets a demoted or deleted account lose its access at once.
   */
  watchProfile?(
    uid: string,
    next: (profile: { role: string; restaurantIds: string[] } | null) => void,
  ): () => void;
  /**
   * Counts a password sign-in for the venue the session opened on (`recordStaffSignIn`, the venue's `login`
   * event, once per staff member, venue and Paris day). Fire-and-forget: its failure never fails the sign-in.
   */
  recordSignIn?(restaurantId: string): Promise<unknown>;
  /** The staff session read again with a fresh token (new claims); rejects when the account was revoked. */
  reloadStaff?(uid: string): Promise<StaffSession | null>;
}

/** Raised by signIn when the account exists in Auth but has no staff profile. */
export class NoStaffProfileError extends Error {
  readonly code = 'auth/wrong-password';
  constructor() {
    super('Aucun profil staff pour ce compte');
    this.name = 'NoStaffProfileError';
  }
}
