import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countSmsSegments } from '@app/domain';
import type { SmsToSend } from '../../sms/sms-sender';

/** A message the sink saw: one the product sent ('out') or a guest's answer typed in the sink's form ('in'). */
export interface SinkSms {
  id: string;
  direction: 'out' | 'in';
  /** The guest's number (E.164), whichever way the message went. */
  phone: string;
  /** Who it showed as sent by: the venue's sender name, the two-way number, or the guest. */
  from: string;
  text: string;
  /** When the sink received it (ISO), on the host's clock. */
  date: string;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  /** Outbound: the outbox id it carries; inbound: the webhook's answer (HTTP status). */
  tag?: string;
  category?: 'transactional' | 'marketing';
  replies?: boolean;
  deferMinutes?: number;
  webhookStatus?: number;
  /** Outbound: the delivery report the sink's buttons sent for it, and what the webhook answered. */
  delivery?: 'delivered' | 'failed';
  deliveryStatus?: number;
}

/** The two-way number the sink answers from (a reserved French fiction-number range, never a real line). */
export const SINK_TWO_WAY_NUMBER = '+33639980001';

/**
 * The SMS sink's messages: one JSON file each under `{dataDir}/sms`, written to a temporary name then renamed,
 * so they outlive a restart and a crash never leaves half a file. Ids sort in arrival order.
 */
export class SmsSinkStore {
  private sequence = 0;

  constructor(
    private readonly dir: string,
    private readonly now: () => Date,
  ) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async add(message: Omit<SinkSms, 'id' | 'date' | 'segments' | 'encoding'>): Promise<SinkSms> {
    this.sequence = (this.sequence + 1) % 1000;
    const received = this.now();
    const id = `${received.getTime().toString(36).padStart(9, '0')}${String(this.sequence).padStart(3, '0')}${randomBytes(3).toString('hex')}`;
    const counted = countSmsSegments(message.text);
    const stored: SinkSms = {
      id,
      ...message,
      date: received.toISOString(),
      segments: counted.segments,
      encoding: counted.encoding,
    };
    const target = join(this.dir, `${id}.json`);
    await writeFile(`${target}.tmp`, JSON.stringify(stored));
    await rename(`${target}.tmp`, target);
    return stored;
  }

  /**
   * Keeps a message the product sent (the port's SmsToSend): a reminder taking replies shows the two-way number,
   * any other message its venue's sender name.
   */
  async addOutbound(message: SmsToSend): Promise<SinkSms> {
    return this.add({
      direction: 'out',
      phone: message.to,
      from: message.replies || !message.sender ? SINK_TWO_WAY_NUMBER : message.sender,
      text: message.text,
      tag: message.id,
      category: message.category,
      replies: message.replies,
      ...(message.deferMinutes ? { deferMinutes: message.deferMinutes } : {}),
    });
  }

  /** Oldest first; `phone` keeps one conversation. */
  async list(filter: { phone?: string } = {}): Promise<SinkSms[]> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.json')).sort();
    const messages: SinkSms[] = [];
    for (const name of names) {
      try {
        messages.push(JSON.parse(await readFile(join(this.dir, name), 'utf8')) as SinkSms);
      } catch {
        // removed by a concurrent clear
      }
    }
    return filter.phone ? messages.filter((m) => m.phone === filter.phone) : messages;
  }

  /** The conversations, one per phone number, the latest message's first. */
  async conversations(): Promise<Array<{ phone: string; messages: SinkSms[] }>> {
    const byPhone = new Map<string, SinkSms[]>();
    for (const message of await this.list()) {
      byPhone.set(message.phone, [...(byPhone.get(message.phone) ?? []), message]);
    }
    return [...byPhone.entries()]
      .map(([phone, messages]) => ({ phone, messages }))
      .sort((a, b) => (a.messages.at(-1)!.id < b.messages.at(-1)!.id ? 1 : -1));
  }

  /** One message by id, or undefined. */
  async get(id: string): Promise<SinkSms | undefined> {
    if (!/^[0-9a-z]+$/.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as SinkSms;
    } catch {
      return undefined;
    }
  }

  /** Records what the inbound webhook answered to a guest's message. */
  async setWebhookStatus(id: string, status: number): Promise<void> {
    await this.update(id, { webhookStatus: status });
  }

  /** Records a delivery report sent for an outbound message and the webhook's answer. */
  async setDelivery(id: string, delivery: 'delivered' | 'failed', status: number): Promise<void> {
    await this.update(id, { delivery, deliveryStatus: status });
  }

  private async update(id: string, patch: Partial<SinkSms>): Promise<void> {
    const message = await this.get(id);
    if (!message) return;
    const target = join(this.dir, `${id}.json`);
    await writeFile(`${target}.tmp`, JSON.stringify({ ...message, ...patch }));
    await rename(`${target}.tmp`, target);
  }

  /** Deletes the messages `drop` picks (a diner's numbers, those older than the retention); answers how many. */
  async remove(drop: (message: SinkSms) => boolean): Promise<number> {
    let removed = 0;
    for (const message of await this.list()) {
      if (!drop(message)) continue;
      await rm(join(this.dir, `${message.id}.json`), { force: true });
      removed += 1;
    }
    return removed;
  }

  async clear(): Promise<void> {
    for (const name of await readdir(this.dir)) await rm(join(this.dir, name), { force: true });
  }
}
