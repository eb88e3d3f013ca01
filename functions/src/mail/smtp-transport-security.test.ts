import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../lib/testing/smtp-capture';
import { isLoopbackHost, transportOptions } from './smtp-transport';

const FROM = 'Réservations <resa@example.com>';

describe('SMTP transport security', () => {
  it('requires STARTTLS with a checked certificate (TLS 1.2 at least) on port 587', () => {
    const options = transportOptions({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'resa',
      pass: 'secret',
      from: FROM,
    });
    expect(options).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'resa', pass: 'secret' },
      tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
    });
  });

  it('uses implicit TLS on port 465, even when SMTP_SECURE was forgotten', () => {
    for (const secure of [true, false]) {
      const options = transportOptions({ host: 'smtp.example.com', port: 465, secure, from: FROM });
      expect(options).toMatchObject({
        secure: true,
        tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
      });
      expect(options.requireTLS).toBeUndefined();
    }
  });

  it('checks the certificate of any real server, whatever its port', () => {
    const options = transportOptions({ host: 'mail.provider.fr', port: 2525, secure: false, from: FROM });
    expect(options).toMatchObject({ requireTLS: true, tls: { rejectUnauthorized: true } });
  });

  it('lets only the local sink go without TLS', () => {
    expect(['127.0.0.1', 'localhost', 'LOCALHOST', '::1'].every(isLoopbackHost)).toBe(true);
    expect(['smtp.example.com', '10.0.0.5', '127.0.0.1.example.com'].some(isLoopbackHost)).toBe(false);
    const local = transportOptions({ host: '127.0.0.1', port: 2525, secure: false, from: FROM });
    expect(local).toMatchObject({ secure: false, tls: { rejectUnauthorized: false } });
    expect(local.requireTLS).toBeUndefined();
    expect(local.auth).toBeUndefined();
  });
});

describe('a server without STARTTLS', () => {
  let server: SmtpCapture;
  beforeAll(async () => {
    server = await startSmtpCapture();
  });
  afterAll(async () => server.close());

  it('gets no mail from the production options, and the mail from the local ones', async () => {
    const production = transportOptions({ host: 'smtp.example.com', port: 587, secure: false, from: FROM });
    // The same options aimed at a server that offers no STARTTLS (the capture): the mail must not leave.
    const strict = nodemailer.createTransport({ ...production, host: '127.0.0.1', port: server.port });
    const mail = { from: 'resa@example.com', to: 'ana@example.fr', subject: 'Test', text: 'Bonjour' };
    await expect(strict.sendMail(mail)).rejects.toThrow(/STARTTLS/i);
    expect(server.mails).toHaveLength(0);

    const local = nodemailer.createTransport(
      transportOptions({ host: '127.0.0.1', port: server.port, secure: false, from: FROM }),
    );
    await local.sendMail(mail);
    expect(server.mails).toHaveLength(1);
  });
});
