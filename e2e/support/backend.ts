/** What journeys need from the local host: calling functions as a browser would, and reading the SMTP sink. */
export const HOST = 'http://127.0.0.1:5001';
export const FUNCTIONS_BASE = `${HOST}/demo-resto/europe-west1`;

/**
 * The host's tools (/mailbox, /__jobs) require the token of its start, which playwright.config.ts puts in the
 * environment of the host it starts and of the workers.
 */
function localToolHeaders(): Record<string, string> {
  const token = process.env.LOCAL_HOST_TOKEN;
  if (!token) throw new Error('LOCAL_HOST_TOKEN is not set: run the journeys through playwright.config.ts');
  return { 'x-local-token': token };
}

/** A request to the host's tools, with their token; throws when the host refuses it. */
export async function hostTool(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${HOST}${path}`, {
    ...init,
    headers: { ...localToolHeaders(), ...(init.headers as Record<string, string> | undefined) },
  });
  if (response.status === 401) throw new Error(`the local host refused the token on ${path}`);
  return response;
}

/** Calls a callable function with the plain callable protocol; throws the server's French message. */
export async function callFunction<T = unknown>(name: string, data: unknown, token?: string): Promise<T> {
  const response = await fetch(`${FUNCTIONS_BASE}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string; status: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { status: body.error.status });
  return body.result as T;
}

export interface SinkMail {
  id: string;
  /** The From header as a mail client shows it: 'Au Bureau <no-reply@…>'. */
  from: string;
  to: string[] | string;
  subject: string;
  date?: string;
}

/** Mails received by the SMTP sink, newest last. */
export async function listMailbox(): Promise<SinkMail[]> {
  const response = await hostTool('/mailbox');
  const body = (await response.json()) as SinkMail[] | { mails: SinkMail[] };
  return Array.isArray(body) ? body : body.mails;
}

/** The mails sent to one address. */
export async function mailsTo(email: string): Promise<SinkMail[]> {
  const all = await listMailbox();
  return all.filter((mail) => [mail.to].flat().some((to) => to.toLowerCase().includes(email.toLowerCase())));
}

/** Drains the outbox now rather than waiting for the minute schedule. */
export async function runJob(name: string): Promise<void> {
  await hostTool(`/__jobs/${name}`, { method: 'POST' });
}

/**
 * YYYY-MM-DD of today + n calendar days in Paris. Days are counted on the calendar, not as n × 24 hours: across
 * a DST change a day lasts 23 or 25 hours, and « tomorrow » at 23:30 would otherwise be the day after.
 */
export function parisDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'jeudi 22 octobre 2026', as the screens write a date (fr-FR, no capital). */
export function frenchLongDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

/** The first date at least `fromDays` ahead whose weekday (0 = Sunday) is `weekday`. */
export function nextWeekday(weekday: number, fromDays = 1): string {
  for (let d = fromDays; d < fromDays + 8; d += 1) {
    const date = parisDatePlus(d);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return date;
  }
  throw new Error('unreachable');
}

/** A unique e-mail per test run, so journeys never see each other's bookings. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
}

/** The whole text of a mail of the sink (plain-text part, else its HTML). */
export async function mailText(id: string): Promise<string> {
  const response = await hostTool(`/mailbox/${encodeURIComponent(id)}`);
  const mail = (await response.json()) as { text?: string; html?: string };
  return mail.text ?? mail.html ?? '';
}
