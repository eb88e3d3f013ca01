import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { backoffMs } from './outbox-worker';
import { isPermanentSmtpRefusal, isTransientSmtpError, parseSender, senderHeaders } from './smtp-transport';

describe('send failure classification', () => {
  it('retries network trouble and 4xx answers, not 5xx answers', () => {
    expect(isTransientSmtpError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientSmtpError(Object.assign(new Error('busy'), { responseCode: 451 }))).toBe(true);
    expect(isTransientSmtpError(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(false);
    expect(isTransientSmtpError(new Error('template bug'))).toBe(false);
  });

  it('calls a 5xx refusal of the recipient or the message a bounce, not a refusal of our account', () => {
    const smtpError = (responseCode: number, command?: string) =>
      Object.assign(new Error('refused'), { responseCode, ...(command ? { command } : {}) });
    expect(isPermanentSmtpRefusal(smtpError(550, 'RCPT TO'))).toBe(true);
    expect(isPermanentSmtpRefusal(smtpError(554, 'DATA'))).toBe(true);
    expect(isPermanentSmtpRefusal(smtpError(552))).toBe(true);
    expect(isPermanentSmtpRefusal(smtpError(451, 'RCPT TO'))).toBe(false);
    expect(isPermanentSmtpRefusal(smtpError(452, 'DATA'))).toBe(false);
    expect(isPermanentSmtpRefusal(smtpError(535, 'AUTH PLAIN'))).toBe(false);
    expect(isPermanentSmtpRefusal(smtpError(553, 'MAIL FROM'))).toBe(false);
    expect(isPermanentSmtpRefusal(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanentSmtpRefusal('550')).toBe(false);
  });

  it('doubles the delay at each attempt', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
});

const CONFIGURED = 'Réservations <reservations@resto.local>';

describe('sender of a mail', () => {
  it('reads the display name and address of the configured sender', () => {
    expect(parseSender(CONFIGURED)).toEqual({ name: 'Réservations', address: 'reservations@resto.local' });
    expect(parseSender('"Resto, SAS" <resa@resto.fr>')).toEqual({
      name: 'Resto, SAS',
      address: 'resa@resto.fr',
    });
    expect(parseSender('resa@resto.fr')).toEqual({ name: '', address: 'resa@resto.fr' });
    expect(parseSender('<resa@resto.fr>')).toEqual({ name: '', address: 'resa@resto.fr' });
    expect(parseSender(' "Chez \\"Léo\\"" <leo@chez-leo.fr> ')).toEqual({
      name: 'Chez "Léo"',
      address: 'leo@chez-leo.fr',
    });
  });

  it("sends a restaurant's mail under its name from the configured address, replies going to the restaurant", () => {
    expect(senderHeaders(CONFIGURED, { fromName: 'Au Bureau', replyTo: 'contact@aubureau.fr' })).toEqual({
      from: { name: 'Au Bureau', address: 'reservations@resto.local' },
      replyTo: { name: 'Au Bureau', address: 'contact@aubureau.fr' },
    });
    expect(senderHeaders(CONFIGURED, { fromName: 'Le Petit Zinc' })).toEqual({
      from: { name: 'Le Petit Zinc', address: 'reservations@resto.local' },
    });
  });

  it("keeps the product's sender for mails of no restaurant", () => {
    expect(senderHeaders(CONFIGURED, {})).toEqual({ from: CONFIGURED });
  });

  it('quotes and encodes names with commas, quotes and accents so that clients read them back whole', async () => {
    const name = 'Chez "Léo", bar & <grill>';
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail({
      ...senderHeaders(CONFIGURED, { fromName: name, replyTo: 'leo@chez-leo.fr' }),
      to: 'ana@example.fr',
      subject: 'Test',
      text: 'Bonjour',
    });
    const raw = info.message as Buffer;
    const parsed = await PostalMime.parse(raw);
    expect(parsed.from).toEqual({ name, address: 'reservations@resto.local' });
    expect(parsed.replyTo).toEqual([{ name, address: 'leo@chez-leo.fr' }]);
    // One From header, one Reply-To header: the name could not add any.
    expect(raw.toString().match(/^(From|Reply-To):/gim)).toHaveLength(2);
  });
});
