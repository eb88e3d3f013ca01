import { buildOvhSmsRequest, type OvhSmsCredentials } from './ovh-sms-request';
import { PermanentSmsError, type SmsSender, type SmsSent, type SmsToSend } from './sms-sender';

type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

/** OVHcloud's answer to a sending job (sms.SmsSendingReport). */
interface OvhSendingReport {
  ids?: number[];
  invalidReceivers?: string[];
  validReceivers?: string[];
}

/**
 * The production end of the SMS port: OVHcloud's HTTP API (ARCHITECTURE §10, "SMS provider"). Each send asks
 * OVHcloud's time once (`GET /auth/time`, unsigned) so that the signature's timestamp is theirs, then creates
 * the job. A 4xx or a receiver OVHcloud calls invalid is permanent; a 5xx or a network error is retried by the
 * outbox. It cannot reach OVHcloud from the development machines: only its requests are tested.
 */
export function ovhSmsSender(credentials: OvhSmsCredentials, fetchImpl: Fetch = fetch): SmsSender {
  const base = credentials.endpoint.replace(/\/+$/, '');
  return {
    name: 'ovh',
    async send(message: SmsToSend): Promise<SmsSent> {
      const timeAnswer = await fetchImpl(`${base}/auth/time`, { method: 'GET', headers: {} });
      const timestamp = Number(await timeAnswer.text());
      if (timeAnswer.status !== 200 || !Number.isInteger(timestamp)) {
        throw new Error(`OVHcloud /auth/time answered ${timeAnswer.status}`);
      }
      const request = buildOvhSmsRequest(credentials, message, timestamp);
      const answer = await fetchImpl(request.url, request);
      const text = await answer.text();
      if (answer.status >= 400 && answer.status < 500) {
        throw new PermanentSmsError(`OVHcloud refused the SMS (${answer.status}): ${text.slice(0, 200)}`);
      }
      if (answer.status !== 200) throw new Error(`OVHcloud answered ${answer.status}`);
      const report = JSON.parse(text) as OvhSendingReport;
      if (report.invalidReceivers?.length) {
        throw new PermanentSmsError('OVHcloud calls the number invalid');
      }
      const id = report.ids?.[0];
      if (id === undefined) throw new Error('OVHcloud answered no job id');
      return { providerId: String(id) };
    },
  };
}
