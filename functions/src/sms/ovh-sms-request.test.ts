import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildOvhSmsRequest, ovhSignature } from './ovh-sms-request';
import { ovhSmsSender } from './ovh-sms-sender';
import { PermanentSmsError, type SmsToSend } from './sms-sender';

const credentials = {
  endpoint: 'https://eu.api.ovh.com/1.0',
  applicationKey: 'appKey123',
  applicationSecret: 'appSecret456',
  consumerKey: 'consumer789',
  serviceName: 'sms-ab12345-1',
};

const reminder: SmsToSend = {
  id: 'reservation_r1_reminder_sms',
  to: '+33612345678',
  text: 'Au Bureau: votre table demain a 20:00. Repondez 1 pour confirmer, 9 pour annuler.',
  sender: 'AuBureau',
  replies: true,
  category: 'transactional',
};

describe('OVHcloud SMS request (POST /sms/{serviceName}/jobs)', () => {
  it('signs as OVHcloud documents: $1$ + sha1(AS+CK+METHOD+URL+BODY+TSTAMP)', () => {
    const request = buildOvhSmsRequest(credentials, reminder, 1764630000);
    const expected = createHash('sha1')
      .update(
        `appSecret456+consumer789+POST+https://eu.api.ovh.com/1.0/sms/sms-ab12345-1/jobs+${request.body}+1764630000`,
      )
      .digest('hex');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://eu.api.ovh.com/1.0/sms/sms-ab12345-1/jobs');
    expect(request.headers).toEqual({
      'Content-Type': 'application/json;charset=utf-8',
      'X-Ovh-Application': 'appKey123',
      'X-Ovh-Consumer': 'consumer789',
      'X-Ovh-Timestamp': '1764630000',
      'X-Ovh-Signature': `$1$${expected}`,
    });
    expect(
      ovhSignature(credentials, {
        method: 'POST',
        url: request.url,
        body: `${request.body} `,
        timestamp: 1764630000,
      }),
    ).not.toBe(request.headers['X-Ovh-Signature']);
  });

  it('a message taking replies goes from the two-way number: senderForResponse, no sender, no STOP clause', () => {
    const body = JSON.parse(buildOvhSmsRequest(credentials, reminder, 1).body) as Record<string, unknown>;
    expect(body).toEqual({
      message: reminder.text,
      receivers: ['+33612345678'],
      senderForResponse: true,
      noStopClause: true,
      coding: '7bit',
      charset: 'UTF-8',
      priority: 'high',
      validityPeriod: 1440,
      differedPeriod: 0,
      tag: 'reservation_r1_reminder_sms',
    });
  });

  it('a confirmation goes under the venue sender; marketing keeps the STOP clause and its deferral; UCS-2 is 8bit', () => {
    const confirmation = JSON.parse(
      buildOvhSmsRequest(credentials, { ...reminder, replies: false }, 1).body,
    ) as Record<string, unknown>;
    expect(confirmation).toMatchObject({ sender: 'AuBureau', senderForResponse: false, noStopClause: true });
    const marketing = JSON.parse(
      buildOvhSmsRequest(
        credentials,
        { ...reminder, replies: false, category: 'marketing', deferMinutes: 690, text: 'Soirée jazz 🎷' },
        1,
      ).body,
    ) as Record<string, unknown>;
    expect(marketing).toMatchObject({ noStopClause: false, differedPeriod: 690, coding: '8bit' });
  });
});

describe('ovhSmsSender', () => {
  function fakeFetch(answers: Array<{ status: number; body: string }>) {
    const calls: Array<{ url: string; method: string; headers: Record<string, string>; body?: string }> = [];
    const impl = async (
      url: string,
      init: { method: string; headers: Record<string, string>; body?: string },
    ) => {
      calls.push({ url, ...init });
      const answer = answers.shift() ?? { status: 500, body: '' };
      return { status: answer.status, text: async () => answer.body };
    };
    return { calls, impl };
  }

  it("signs with OVHcloud's time and returns the job id", async () => {
    const fetch = fakeFetch([
      { status: 200, body: '1764630123' },
      {
        status: 200,
        body: JSON.stringify({ ids: [987654], validReceivers: ['+33612345678'], invalidReceivers: [] }),
      },
    ]);
    const sent = await ovhSmsSender(credentials, fetch.impl).send(reminder);
    expect(sent).toEqual({ providerId: '987654' });
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://eu.api.ovh.com/1.0/auth/time',
      'POST https://eu.api.ovh.com/1.0/sms/sms-ab12345-1/jobs',
    ]);
    expect(fetch.calls[1]).toEqual(buildOvhSmsRequest(credentials, reminder, 1764630123));
  });

  it('a 4xx or an invalid receiver is permanent, a 5xx is not', async () => {
    const refused = fakeFetch([
      { status: 200, body: '1' },
      { status: 400, body: '{"message":"Invalid sender"}' },
    ]);
    await expect(ovhSmsSender(credentials, refused.impl).send(reminder)).rejects.toBeInstanceOf(
      PermanentSmsError,
    );
    const invalid = fakeFetch([
      { status: 200, body: '1' },
      { status: 200, body: JSON.stringify({ ids: [], invalidReceivers: ['+33612345678'] }) },
    ]);
    await expect(ovhSmsSender(credentials, invalid.impl).send(reminder)).rejects.toBeInstanceOf(
      PermanentSmsError,
    );
    const down = fakeFetch([
      { status: 200, body: '1' },
      { status: 503, body: '' },
    ]);
    const error = await ovhSmsSender(credentials, down.impl)
      .send(reminder)
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentSmsError);
  });
});
