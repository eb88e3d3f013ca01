import { readConsentFields } from './apply-consent-decisions';
import type { ConsentProof } from '../schemas/consent-proof';
import type { PassportConsent, PassportIdentity, PassportVenue, PassportVoucher } from './my-passport';

const IDENTITY_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'postalCode',
] as const satisfies readonly (keyof PassportIdentity)[];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function consentOf(granted: boolean, proof: ConsentProof | undefined): PassportConsent {
  return { granted, ...(proof ? { proof } : {}) };
}

/**
 * One venue's part of « Mon passeport » (issue 54), from that venue's view only: the identity fields it was
 * given, its consents with their proofs, visits, points, the vouchers given, allergies and tags; the staff's
 * note is only counted (« notes de l'équipe »), its words stay the venue's.
 * @example buildPassportVenue({ restaurant: { id: 'r1', name: 'Au Bureau', emoji: '🍽️' }, view, vouchers: [] })
 */
export function buildPassportVenue({
  restaurant,
  view,
  vouchers,
}: {
  restaurant: { id: string; name: string; emoji: string };
  view: Record<string, unknown>;
  vouchers: readonly PassportVoucher[];
}): PassportVenue {
  const identity: PassportIdentity = {};
  for (const field of IDENTITY_FIELDS) if (text(view[field]).trim()) identity[field] = text(view[field]);
  const consents = readConsentFields(view);
  const tags = Array.isArray(view.tags)
    ? view.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  const lastVisit = text(view.lastVisit);
  const lastUsedAt = text(view.lastActivityAt) || text(view.updatedAt);
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    restaurantEmoji: restaurant.emoji,
    identity,
    consents: {
      email: consentOf(consents.emailMarketingConsent, consents.consentProofs.email),
      sms: consentOf(consents.smsMarketingConsent, consents.consentProofs.sms),
    },
    visits: count(view.completed) + count(view.visitsDeclared),
    ...(lastVisit ? { lastVisit } : {}),
    points: count(view.points),
    vouchers: [...vouchers],
    allergies: text(view.allergies),
    preferences: tags,
    teamNotes: text(view.notes).trim() ? 1 : 0,
    ...(lastUsedAt ? { lastUsedAt } : {}),
  };
}
