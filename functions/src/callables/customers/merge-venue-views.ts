import type { DocData } from '@app/data';
import {
  CONSENT_CHANNELS,
  CUSTOMER_NOTES_MAX,
  GUEST_FILE_LIMITS,
  isDinerWithdrawal,
  normalizeGuestTags,
  readConsentFields,
  type ConsentChannel,
  type ConsentProof,
  truncateText,
} from '@app/domain';
import { VIEW_CONTACT_FIELDS } from '../../lib/customer-views';

/**
 * What a merge keeps of each venue's two views of one person (mergeCustomers): the venue's own notes and dates,
 * its latest consent decisions with their proofs, and the contact the duplicate's view held there (it fills what
 * the kept view lacks, never with what another venue holds).
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const earlier = (a: unknown, b: unknown) => {
  const x = text(a);
  const y = text(b);
  return !x ? y : !y ? x : x < y ? x : y;
};

const joined = (a: unknown, b: unknown, separator: string, max: number) => {
  const x = text(a);
  const y = text(b);
  return truncateText({ text: x === y ? x : `${x}${x && y ? separator : ''}${y}`, max });
};
const tagsOf = (view: DocData | undefined) =>
  Array.isArray(view?.tags) ? view.tags.filter((tag): tag is string => typeof tag === 'string') : [];

/** What a venue keeps of its own on a customer (guest file, since when it knows them), merged. */
export function mergedVenueFields(keptView: DocData | undefined, duplicateView: DocData): DocData {
  const fields: DocData = {
    notes: joined(keptView?.notes, duplicateView.notes, '\n', CUSTOMER_NOTES_MAX),
    // Neither record's allergies may be lost: the kitchen must know both.
    allergies: joined(keptView?.allergies, duplicateView.allergies, ' ; ', CUSTOMER_NOTES_MAX),
    tags: normalizeGuestTags({ tags: [...tagsOf(keptView), ...tagsOf(duplicateView)] }).slice(
      0,
      GUEST_FILE_LIMITS.tags,
    ),
  };
  const firstSeenAt = earlier(keptView?.firstSeenAt, duplicateView.firstSeenAt);
  if (firstSeenAt) fields.firstSeenAt = firstSeenAt;
  const createdAt = earlier(keptView?.createdAt, duplicateView.createdAt);
  if (createdAt) fields.createdAt = createdAt;
  return fields;
}

/**
 * The venue's consents once both records are one person: on each channel the latest decision of either view (a
 * withdrawal after a grant stays a withdrawal), with its proof; a view without proof counts as never asked. The
 * diner's own withdrawal holds over a later grant the diner did not give (staff, a tablet): a merge never gives
 * back what the diner took back (issue 49).
 */
export function mergedConsents(
  keptView: DocData | undefined,
  duplicateView: DocData,
): Partial<Record<ConsentChannel, ConsentProof>> {
  const kept = readConsentFields(keptView).consentProofs;
  const duplicate = readConsentFields(duplicateView).consentProofs;
  const decisions: Partial<Record<ConsentChannel, ConsentProof>> = {};
  for (const channel of CONSENT_CHANNELS) {
    const a = kept[channel];
    const b = duplicate[channel];
    const withdrawn = [a, b].find((proof) => isDinerWithdrawal({ proof }));
    const later = !a ? b : !b ? a : a.at >= b.at ? a : b;
    const dinerGranted = later?.granted === true && later.method === 'form';
    const latest = withdrawn && !dinerGranted ? withdrawn : later;
    if (latest) decisions[channel] = latest;
  }
  return decisions;
}

/** The contact one view holds, as given to another (fills only what the other lacks). */
export function contactOfView(view: DocData): Record<string, string> {
  return Object.fromEntries(VIEW_CONTACT_FIELDS.map((field) => [field, text(view[field])]));
}
