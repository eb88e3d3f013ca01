import { buildPhoneHref, DEFAULT_BRAND_COLOR, type DinerLocale, formatPhoneNumber } from '@app/domain';
import type { Translator } from '@app/i18n';
import { buildTrackUrl } from './link-signing';
import type { MailRestaurant } from './mail-restaurant';
import { venueInitials } from '@app/domain/venue-initials';

/** What every template needs besides its data: where links point, how they are signed, whose mail it is. */
export interface MailContext {
  /** Outbox id = e-mail log id = tracking id. */
  trackingId: string;
  recipientEmail: string;
  campaignId: string;
  urls: { backoffice: string; portal: string; tablet: string; functions: string };
  linkSecret: string;
  /** When the mail's tracking links stop working (unix seconds, link-signing's trackLinkExpiry). */
  linksExpire: number;
  /** The restaurant the mail comes from; absent for the product's own mails (invitation, login code). */
  restaurant?: MailRestaurant;
  /** The product's name (the configured sender's display name), shown on mails of no restaurant. */
  productName: string;
  /** The language the mail is written in (issue 51). */
  locale: DinerLocale;
  /** The catalogues in that language: every word of a diner's mail comes from `i18n.t` (the `mail` catalogue). */
  i18n: Translator;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /**
   * The subject the e-mail log keeps when the real one carries a secret (a login code): the log is read by
   * staff, the code is the customer's alone.
   */
  logSubject?: string;
  /** Extra headers (a campaign's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML; every value coming from a user goes through it. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Joins a base URL and a path without doubling slashes. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A link through /track that records the click and then redirects to `target` (signed). */
export function trackedLink(ctx: MailContext, target: string, type: string): string {
  return buildTrackUrl(
    ctx.urls.functions,
    {
      action: 'click',
      trackingId: ctx.trackingId,
      campaign: ctx.campaignId,
      email: ctx.recipientEmail,
      redirect: target,
      type,
      expires: ctx.linksExpire,
    },
    ctx.linkSecret,
  );
}

/** The invisible 1×1 open-tracking image. */
export function openPixel(ctx: MailContext): string {
  const src = buildTrackUrl(
    ctx.urls.functions,
    {
      action: 'open',
      trackingId: ctx.trackingId,
      campaign: ctx.campaignId,
      email: ctx.recipientEmail,
      redirect: '',
      type: '',
      expires: ctx.linksExpire,
    },
    ctx.linkSecret,
  );
  return `<img src="${escapeHtml(src)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
}

/** The colour of the header and buttons: the restaurant's, else the product's teal. White text sits on it. */
function brandColor(ctx: MailContext): string {
  return escapeHtml(ctx.restaurant?.brandColor ?? DEFAULT_BRAND_COLOR);
}

/** A call-to-action button whose href is a tracked link. */
export function button(ctx: MailContext, label: string, target: string, type: string): string {
  return directButton(ctx, label, trackedLink(ctx, target, type));
}

/**
 * A call-to-action button straight to `href`, not through /track: for links that carry a secret (an invitation
 * token), which must not sit in a tracking URL, its query string and the click's records.
 */
export function directButton(ctx: MailContext, label: string, href: string): string {
  return `<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(href)}" style="background:${brandColor(ctx)};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** A list of label/value lines (reservation summary). */
export function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${cells}</table>`;
}

/** Plain-text form of the same summary. */
export function detailsText(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label} : ${value}`).join('\n');
}

/** A map search of an address: opens the maps app on a phone, Google Maps elsewhere. */
export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The coloured band on top: the restaurant's logo (alt = its name) or its initials in its colour on a white disc
 * (issue 48: no emoji standing in for a logo), and its name; else the product's name alone.
 */
function header(ctx: MailContext): string {
  const restaurant = ctx.restaurant;
  const name = restaurant?.name || ctx.productName;
  let mark = '';
  if (restaurant?.logo) {
    mark = `<img src="${escapeHtml(restaurant.logo)}" alt="${escapeHtml(name)}" height="56" style="display:block;margin:0 auto 10px;height:56px;max-width:220px;border:0" />`;
  } else if (restaurant?.name) {
    mark = `<div style="display:inline-block;width:48px;height:48px;line-height:48px;border-radius:24px;background:#ffffff;color:${brandColor(ctx)};font-size:20px;font-weight:bold;margin-bottom:8px" aria-hidden="true">${escapeHtml(venueInitials({ name: restaurant.name }))}</div>`;
  }
  return `<div style="background:${brandColor(ctx)};border-radius:12px 12px 0 0;padding:20px 28px;text-align:center">${mark}<div style="color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(name)}</div></div>`;
}

/** Where the restaurant is and how to call it; replies to the mail reach it too (Reply-To). */
function restaurantFooter(restaurant: MailRestaurant): string {
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#3f3f46;text-decoration:underline">${escapeHtml(label)}</a>`;
  const lines = [`<strong>${escapeHtml(restaurant.name)}</strong>`];
  if (restaurant.address) lines.push(link(mapUrl(restaurant.address), restaurant.address));
  if (restaurant.phone) {
    const shown = formatPhoneNumber({ phone: restaurant.phone });
    const href = buildPhoneHref({ phone: restaurant.phone });
    lines.push(href ? link(href, shown) : escapeHtml(shown));
  }
  return lines.join('<br>');
}

/**
 * Wraps a body in the common French layout: the sender's header, the body, the restaurant's address and phone,
 * the template's own footer (e.g. unsubscribe) and the open pixel.
 */
export function layout(
  ctx: MailContext,
  options: { title: string; bodyHtml: string; footerHtml?: string },
): string {
  const footers = [ctx.restaurant ? restaurantFooter(ctx.restaurant) : '', options.footerHtml ?? '']
    .filter((part) => part !== '')
    .map((part) => `<p style="margin:0 0 10px">${part}</p>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(ctx.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
${header(ctx)}
<div style="background:#ffffff;border-radius:0 0 12px 12px;padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(options.title)}</h1>
${options.bodyHtml}
</div>
<div style="font-size:13px;line-height:1.6;color:#52525b;text-align:center;margin-top:16px">${footers}</div>
</div>
${openPixel(ctx)}
</body></html>`;
}

/** The plain-text signature: the restaurant's name, address and phone, or the product's name. */
export function textSignature(ctx: MailContext): string {
  const restaurant = ctx.restaurant;
  const lines = restaurant
    ? [
        restaurant.name,
        restaurant.address,
        restaurant.phone
          ? ctx.i18n.t('mail.phoneLine', { phone: formatPhoneNumber({ phone: restaurant.phone }) })
          : '',
      ]
    : [ctx.productName];
  // '-- ' (with its space) is the signature separator mail clients recognise.
  return `-- \n${lines.filter((line) => line !== '').join('\n')}`;
}

/** Formats 'YYYY-MM-DD' as a long French date ('dimanche 22 novembre 2026'). */
export function formatLongDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

/** Formats points with one decimal, French style ('12,5'). */
export function formatPoints(points: number): string {
  return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
    points,
  );
}

/** French plural of 'personne'. */
export function guests(partySize: number): string {
  return `${partySize} ${partySize > 1 ? 'personnes' : 'personne'}`;
}

/**
 * A portal page's address in the mail's language (issue 51): `lang=en` added for a mail not in French, so that
 * the page the link opens (review, one-tap answer, the booking in the space) speaks the mail's language even in a
 * browser set to another; a French mail's links stay as they were.
 */
export function inMailLanguage(ctx: Pick<MailContext, 'locale'>, url: string): string {
  if (ctx.locale === 'fr') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${ctx.locale}`;
}
