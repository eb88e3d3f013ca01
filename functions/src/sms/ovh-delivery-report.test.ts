import { describe, expect, it } from 'vitest';
import { OvhDeliveryReportSchema, smsDeliveryOf } from './ovh-delivery-report';

describe('OVHcloud delivery reports', () => {
  it('maps the dlr code: 1 delivered, 2 and 16 failed, 4 and 8 (and others) on the way', () => {
    expect([1, 2, 4, 8, 16, 0, 32].map(smsDeliveryOf)).toEqual([
      'delivered',
      'failed',
      'pending',
      'pending',
      'failed',
      'pending',
      'pending',
    ]);
  });

  it('reads the fields as OVHcloud sends them, numbers as strings included, and refuses the rest', () => {
    expect(
      OvhDeliveryReportSchema.parse({
        id: 123456789,
        tag: 'reservation:b1:reminder:sms',
        receiver: '+33601020304',
        dlr: '1',
        ptt: '0',
        description: 'Delivered',
        date: '2026-11-20 11:00:00',
      }),
    ).toMatchObject({ id: '123456789', dlr: 1, ptt: 0 });
    // OVHcloud's callBack query string: id, ptt, dlr, description, date; no tag nor receiver.
    expect(
      OvhDeliveryReportSchema.parse({ id: '10867690', ptt: '0', dlr: '16', description: 'Rejected' }),
    ).toEqual({ id: '10867690', ptt: 0, dlr: 16, description: 'Rejected' });
    expect(OvhDeliveryReportSchema.safeParse({ ptt: '0', dlr: '1' }).success).toBe(false);
    expect(OvhDeliveryReportSchema.safeParse({ id: 'a b', tag: 't', receiver: '', dlr: 1 }).success).toBe(
      false,
    );
    expect(OvhDeliveryReportSchema.safeParse({ id: '1', tag: '', receiver: '', dlr: 1 }).success).toBe(false);
    expect(OvhDeliveryReportSchema.safeParse({ id: '1', tag: 't', receiver: '', dlr: 'x' }).success).toBe(
      false,
    );
  });
});
