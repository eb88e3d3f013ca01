import { PermanentSmsError, type SmsSender, type SmsSent, type SmsToSend } from './sms-sender';

/**
 * The embedded end of the SMS port: the local host's SMS sink over HTTP (`POST {sink}/sms/api/messages`, the
 * host's local token), as the OVHcloud adapter calls OVHcloud. The sink keeps the message and answers its id;
 * a number the sink refuses (400) fails the message as a provider would.
 */
export function sinkSmsSender(options: { url: string; token: string }): SmsSender {
  return {
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
