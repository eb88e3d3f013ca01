import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Runtime } from '../../lib/runtime';

/** A mail received by the SMTP sink, as kept on disk and served by GET /mailbox/{id}. */
export interface StoredMail {
  id: string;
  from: string;
  /** Envelope recipients: who the mail was really delivered to (Bcc included). */
  to: string[];
  subject: string;
  /** When the sink received it (ISO), on the host's clock: the time the functions read when they sent it. */
  date: string;
  messageId: string | undefined;
  html: string | undefined;
  text: string | undefined;
  headers: Record<string, string>;
  /** Files sent with the mail (a booking's reservation.ics), their content as UTF-8 text. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

export type MailSummary = Pick<StoredMail, 'id' | 'from' | 'to' | 'subject' | 'date'>;

/**
 * The sink's mailbox: one JSON file per mail in `{dataDir}/mail`, so mails survive a restart and a crashed write
 * never leaves a half file (written to a temporary name, then renamed). Ids sort in arrival order.
 */
export class Mailbox {
  private sequence = 0;

  constructor(
    private readonly dir: string,
    private readonly now: () => Date,
  ) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** Keeps a mail received now; returns it with its id and date. */
  async add(mail: Omit<StoredMail, 'id' | 'date'>): Promise<StoredMail> {
    this.sequence = (this.sequence + 1) % 1000;
    const received = this.now();
    const id = `${received.getTime().toString(36).padStart(9, '0')}${String(this.sequence).padStart(3, '0')}${randomBytes(3).toString('hex')}`;
    const stored: StoredMail = { id, ...mail, date: received.toISOString() };
    const target = join(this.dir, `${id}.json`);
    await writeFile(`${target}.tmp`, JSON.stringify(stored));
    await rename(`${target}.tmp`, target);
    return stored;
  }

  /** Newest first; `to` keeps only the mails delivered to that address (case-insensitive). */
  async list(filter: { to?: string } = {}): Promise<MailSummary[]> {
    const mails = await this.readAll();
    const wanted = filter.to?.trim().toLowerCase();
    return mails
      .filter((mail) => !wanted || mail.to.some((address) => address.toLowerCase() === wanted))
      .map(({ id, from, to, subject, date }) => ({ id, from, to, subject, date }));
  }

  async get(id: string): Promise<StoredMail | undefined> {
    if (!/^[0-9a-z]+$/.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as StoredMail;
    } catch {
      return undefined;
    }
  }

  /** Deletes the mails `drop` picks (those to an erased diner, those past retention); answers how many. */
  async remove(drop: (mail: StoredMail) => boolean): Promise<number> {
    let removed = 0;
    for (const mail of await this.readAll()) {
      if (!drop(mail)) continue;
      await rm(join(this.dir, `${mail.id}.json`), { force: true });
      removed += 1;
    }
    return removed;
  }

  async clear(): Promise<void> {
    for (const name of await readdir(this.dir)) await rm(join(this.dir, name), { force: true });
  }

  private async readAll(): Promise<StoredMail[]> {
    const names = (await readdir(this.dir))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    const mails: StoredMail[] = [];
    for (const name of names) {
      try {
        mails.push(JSON.parse(await readFile(join(this.dir, name), 'utf8')) as StoredMail);
      } catch {
        // A file removed by a concurrent clear: skip it.
      }
    }
    return mails;
  }
}

/** The mailbox as the functions' erasure and retention reach it (Runtime.mailSink). */
export function mailSinkOf(mailbox: Mailbox): NonNullable<Runtime['mailSink']> {
  return {
    forget: (addresses) => {
      const gone = new Set(addresses.map((address) => address.trim().toLowerCase()));
      return mailbox.remove((mail) => mail.to.some((to) => gone.has(to.trim().toLowerCase())));
    },
    forgetBefore: (beforeIso) => mailbox.remove((mail) => mail.date < beforeIso),
  };
}
