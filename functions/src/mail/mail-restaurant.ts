import type { z } from 'zod';
import type { DocData, DocSnapshot } from '@app/data';
import {
  BrandColorSchema,
  DEFAULT_BRAND_COLOR,
  DinerLocaleSchema,
  type DinerLocale,
  RestaurantProfileSchema,
  readVenueSmsSettings,
  type VenueSmsSettings,
} from '@app/domain';

/**
 * What a mail shows of the restaurant it comes from: the sender's display name, the Reply-To address, the
 * header (logo or emoji, name, colour) and the footer (address, phone). Taken from the restaurant document when
 * the mail is queued, like the rest of the rendered mail.
 */
export interface MailRestaurant {
  id: string;
  name: string;
  address: string;
  phone: string;
  /** Where replies go; '' when the restaurant has no e-mail (replies then reach the product's sender). */
  email: string;
  emoji: string;
  /** An http(s) URL, or '' when there is none: the emoji is shown instead. */
  logo: string;
  /** '#rrggbb' of the header and buttons. */
  brandColor: string;
  /** The language of its messages to a guest whose language is unknown (issue 51); French when absent. */
  defaultLocale?: DinerLocale;
  /** What the venue sends by SMS (issue 50); absent when it never set it (every SMS off). */
  sms?: VenueSmsSettings;
}

const profile = RestaurantProfileSchema.shape;

/** One field through the profile schema's own rule, or the fallback: a mail is not refused for a bad field. */
function field<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** Only a web address may be an <img> source: not a data URL (mail clients block them), not javascript:. */
function webUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

function localeOf(value: unknown): { defaultLocale?: DinerLocale } {
  const parsed = DinerLocaleSchema.safeParse(value);
  return parsed.success ? { defaultLocale: parsed.data } : {};
}

/**
 * The mail identity of a restaurant document. `fallbackName` (e.g. the name copied on a reservation) stands in
 * when the document is missing or has no name, so the mail still says who it is from.
 */
export function mailRestaurantOf(options: {
  id: string;
  data: DocData | undefined;
  fallbackName?: string;
}): MailRestaurant {
  const data = options.data ?? {};
  return {
    id: options.id,
    name: field(profile.name, data.name, '') || (options.fallbackName ?? '').trim(),
    address: field(profile.address, data.address, '').trim(),
    phone: field(profile.phone, data.phone, '').trim(),
    email: field(profile.email, data.email, ''),
    emoji: field(profile.emoji, data.emoji, profile.emoji.parse(undefined)).trim(),
    logo: webUrl(data.logo),
    brandColor: field(BrandColorSchema, data.brandColor, DEFAULT_BRAND_COLOR),
    ...localeOf(data.defaultLocale),
    ...(data.smsSettings ? { sms: readVenueSmsSettings(data.smsSettings) } : {}),
  };
}

/** Reads `restaurants/{id}` (in a transaction: call it before the transaction's writes) for a mail. */
export async function readMailRestaurant(
  reader: { get(path: string): Promise<DocSnapshot> },
  restaurantId: string,
  fallbackName?: string,
): Promise<MailRestaurant> {
  const snap = await reader.get(`restaurants/${restaurantId}`);
  return mailRestaurantOf({ id: restaurantId, data: snap.data, fallbackName });
}
