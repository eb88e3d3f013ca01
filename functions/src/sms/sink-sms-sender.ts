import { PermanentSmsError, type SmsSender, type SmsSent, type SmsToSend } from './sms-sender';

/**
 * The embedded end of the SMS port: the local host's SMS sink over HTTP (`POST {sink}/sms/api/messages`, the
 * host's local token), as the OVHcloud adapter calls OVHcloud. The sink keeps the message and answers its id;
 * a number the sink refuses (400) fails the message as a provider would. The sink is on the venue's machine, so
 * it forgets as the product does: a diner's numbers at their erasure, every message after the retention's time
 * (`POST {sink}/sms/api/forget`).
 */
export function sinkSmsSender(options: { url: string; token: string }): SmsSender {
  const forget = async (body: { numbers: readonly string[] } | { before: string }): Promise<number> => {
    const answer = await fetch(`${options.url}/sms/api/forget`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-local-token': options.token },
      body: JSON.stringify(body),
    });
    const result = (await answer.json().catch(() => ({}))) as { removed?: number };
    if (answer.status !== 200 || typeof result.removed !== 'number')
      throw new Error(`SMS sink answered ${answer.status}`);
    return result.removed;
  };
  return {
    forget: (numbers) => (numbers.length ? forget({ numbers }) : Promise.resolve(0)),
    forgetBefore: (before) => forget({ before }),
    name: 'sink',
    async send(message: SmsToSend): Promise<SmsSent> {
      const answer = await fetch(`${options.url}/sms/api/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-local-token': options.token },
        body: JSON.stringify(message),
      });
      const body = (await answer.json().catch(() => ({}))) as { id?: string; error?: { message?: string } };
      if (answer.status === 400)
        throw new PermanentSmsError(body.error?.message ?? 'SMS refused by the sink');
      if (answer.status !== 201 || !body.id) throw new Error(`SMS sink answered ${answer.status}`);
      return { providerId: body.id };
    },
  };
}
