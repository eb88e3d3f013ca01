import { createHash } from 'node:crypto';
import { countSmsSegments } from '@app/domain';
import type { SmsToSend } from './sms-sender';

/** What the adapter needs of an OVHcloud account (API keys of https://eu.api.ovh.com/createToken). */
export interface OvhSmsCredentials {
  /** `https://eu.api.ovh.com/1.0` (OVHcloud Europe) unless another region is configured. */
  endpoint: string;
  applicationKey: string;
  applicationSecret: string;
  consumerKey: string;
  /** The SMS account, `sms-ab12345-1`. */
  serviceName: string;
}

/** The body of `POST /sms/{serviceName}/jobs` as OVHcloud documents it (sms.JobsPost). */
export interface OvhSmsJobBody {
  message: string;
  receivers: string[];
  sender?: string;
  senderForResponse: boolean;
  noStopClause: boolean;
  coding: '7bit' | '8bit';
  charset: 'UTF-8';
  priority: 'high';
  validityPeriod: number;
  differedPeriod: number;
  tag: string;
}

export interface OvhRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A message not sent within 24 hours is dropped: a reminder or an offer after that is worth nothing. */
export const OVH_VALIDITY_MINUTES = 24 * 60;

/**
 * OVHcloud's request signature: `$1$` followed by the SHA-1 (hex) of
 * `applicationSecret+consumerKey+METHOD+fullUrl+body+timestamp`, each joined with `+`.
 */
export function ovhSignature(
  credentials: Pick<OvhSmsCredentials, 'applicationSecret' | 'consumerKey'>,
  request: { method: string; url: string; body: string; timestamp: number },
): string {
  const material = [
    credentials.applicationSecret,
    credentials.consumerKey,
    request.method,
    request.url,
    request.body,
    String(request.timestamp),
  ].join('+');
  return `$1$${createHash('sha1').update(material).digest('hex')}`;
}

/** Tags are at most 128 characters of the account's own choosing: the outbox id, cut. */
function tagOf(id: string): string {
  return id.slice(0, 128);
}

/**
 * The exact request that creates a sending job for one message (`POST {endpoint}/sms/{serviceName}/jobs`):
 * the venue's alphanumeric `sender`, or `senderForResponse: true` and no sender when the message takes replies
 * (OVHcloud answers from a two-way number, the two are exclusive); `noStopClause` only on transactional
 * messages; `coding` 7bit for GSM-7 texts, 8bit (UCS-2) otherwise; `differedPeriod` the deferral in minutes.
 * `timestamp` is OVHcloud's time in seconds (`GET /auth/time`, or the clock corrected by it).
 */
export function buildOvhSmsRequest(
  credentials: OvhSmsCredentials,
  message: SmsToSend,
  timestamp: number,
): OvhRequest {
  const url = `${credentials.endpoint.replace(/\/+$/, '')}/sms/${encodeURIComponent(credentials.serviceName)}/jobs`;
  const job: OvhSmsJobBody = {
    message: message.text,
    receivers: [message.to],
    ...(message.replies || !message.sender ? {} : { sender: message.sender }),
    senderForResponse: message.replies || !message.sender,
    noStopClause: message.category === 'transactional',
    coding: countSmsSegments(message.text).encoding === 'GSM-7' ? '7bit' : '8bit',
    charset: 'UTF-8',
    priority: 'high',
    validityPeriod: OVH_VALIDITY_MINUTES,
    differedPeriod: Math.max(0, Math.round(message.deferMinutes ?? 0)),
    tag: tagOf(message.id),
  };
  const body = JSON.stringify(job);
  return {
    method: 'POST',
    url,
    body,
    headers: {
      'Content-Type': 'application/json;charset=utf-8',
      'X-Ovh-Application': credentials.applicationKey,
      'X-Ovh-Consumer': credentials.consumerKey,
      'X-Ovh-Timestamp': String(timestamp),
      'X-Ovh-Signature': ovhSignature(credentials, { method: 'POST', url, body, timestamp }),
    },
  };
}
