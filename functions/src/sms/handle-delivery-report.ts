import { SMS_HISTORY, type SmsKind } from '@app/domain';
import { FieldValue } from '@app/data';
import { runtime } from '../lib/runtime';
import { SMS_OUTBOX_COLLECTION, type SmsOutboxDoc } from './sms-outbox';
import { planHistory } from './sms-outbox-worker';
import { smsDeliveryOf, type OvhDeliveryReport } from './ovh-delivery-report';

export type DeliveryReportOutcome =
  /** The message reached the phone, or could not: recorded on it and in its booking's history. */
  | 'delivered'
  | 'failed'
  /** A step on the way (waiting on the operator): nothing changes. */
  | 'pending'
  /** Not a message we sent with that provider id: nothing is said about which. */
  | 'unknown'
  /** The message is still being handed over (its provider id not yet written): the relay tries again. */
  | 'early';

/**
 * The outbox path a report names: its tag when the relay gave one, else the one message we sent with that
 * provider id (OVHcloud's callback carries its id, not always our tag); undefined when none or several match.
 */
async function reportedPath(report: OvhDeliveryReport): Promise<string | undefined> {
  if (report.tag !== undefined) {
    return report.tag.includes('/') ? undefined : `${SMS_OUTBOX_COLLECTION}/${report.tag}`;
  }
  const found = await runtime().store.query({
    collection: SMS_OUTBOX_COLLECTION,
    where: [{ field: 'providerId', op: '==', value: report.id }],
    limit: 2,
  });
  return found.docs.length === 1 ? `${SMS_OUTBOX_COLLECTION}/${found.docs[0]!.id}` : undefined;
}

/**
 * Applies one delivery report (issue 50): the message it names (by tag, or by provider id alone) must be one we
 * sent with that provider id (a report cannot touch another message); the first final report wins, a replay or a later contradicting
 * report changes nothing (`duplicate`). The booking's history gets « SMS de rappel remis au client » or « … non
 * remis … » once.
 */
export async function handleDeliveryReport(
  report: OvhDeliveryReport,
): Promise<{ outcome: DeliveryReportOutcome; duplicate: boolean }> {
  const { store, now } = runtime();
  const path = await reportedPath(report);
  if (!path) return { outcome: 'unknown', duplicate: false };
  return store.runTransaction(async (tx) => {
    const sms = (await tx.get<SmsOutboxDoc>(path)).data;
    if (!sms) return { outcome: 'unknown' as const, duplicate: false };
    if (sms.status === 'sending' && !sms.providerId) return { outcome: 'early' as const, duplicate: false };
    if (sms.status !== 'sent' || sms.providerId !== report.id) {
      return { outcome: 'unknown' as const, duplicate: false };
    }
    const delivery = smsDeliveryOf(report.dlr);
    if (delivery === 'pending') return { outcome: 'pending' as const, duplicate: false };
    if (sms.delivery) return { outcome: sms.delivery, duplicate: true };
    const at = now();
    const reason =
      delivery === 'delivered'
        ? SMS_HISTORY.delivered(sms.type as SmsKind)
        : SMS_HISTORY.undelivered(sms.type as SmsKind);
    const commitHistory = await planHistory(tx, sms, reason, at);
    const campaign = sms.campaignId ? await tx.get(`campaigns/${sms.campaignId}`) : undefined;
    tx.update(path, { delivery, deliveryAt: at.toISOString(), deliveryCode: report.dlr });
    commitHistory();
    // A campaign's SMS that reached the phone counts once in its « remis » (a replay is a duplicate above).
    if (campaign?.exists && delivery === 'delivered') {
      tx.update(campaign.path, { totalDelivered: FieldValue.increment(1) });
    }
    return { outcome: delivery, duplicate: false };
  });
}
