import { buildTrackUrl } from './link-signing';

/** What every template needs besides its data: where links point and how they are signed. */
export interface MailContext {
  /** Outbox id = e-mail log id = tracking id. */
  trackingId: string;
  recipientEmail: string;
  campaignId: string;
  urls: { backoffice: string; portal: string; tablet: string; functions: string };
  linkSecret: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
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
    },
    ctx.linkSecret,
  );
  return `<img src="${escapeHtml(src)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
}

/** A call-to-action button whose href is a tracked link. */
export function button(ctx: MailContext, label: string, target: string, type: string): string {
  const href = trackedLink(ctx, target, type);
  return `<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(href)}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
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

/** Wraps a body in the common French layout with the open pixel and an optional footer. */
export function layout(
  ctx: MailContext,
  options: { title: string; bodyHtml: string; footerHtml?: string },
): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(options.title)}</h1>
${options.bodyHtml}
</div>
<div style="font-size:12px;color:#71717a;text-align:center;margin-top:16px">${options.footerHtml ?? 'Cet e-mail vous a été envoyé automatiquement, merci de ne pas y répondre.'}</div>
</div>
${openPixel(ctx)}
</body></html>`;
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
