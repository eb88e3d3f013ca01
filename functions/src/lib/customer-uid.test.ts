import { createHash } from 'node:crypto';
import { createMemoryStore } from '../host/testing/memory-store';
import { afterEach, describe, expect, it } from 'vitest';
import { customerUid, customerUids, legacyCustomerUid } from './customer-uid';
import { setRuntime } from './runtime';

function install(linkSecret: string, idSecret?: string): void {
  setRuntime({
    store: createMemoryStore(),
    now: () => new Date('2026-03-10T12:00:00Z'),
    urls: { backoffice: '', portal: '', tablet: '', functions: '' },
    linkSecret,
    ...(idSecret ? { idSecret } : {}),
    smtp: { host: '127.0.0.1', port: 25, secure: false, from: 'x@test.local' },
  });
}

const plain = (email: string) => `client_${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

describe('customerUid (issue 49: keyed)', () => {
  afterEach(() => install('unit-link-secret'));

  it('is stable for one e-mail whatever the case and spaces, and differs between e-mails', () => {
    install('unit-link-secret');
    expect(customerUid(' Marie@Example.fr ')).toBe(customerUid('marie@example.fr'));
    expect(customerUid('marie@example.fr')).toMatch(/^client_[0-9a-f]{24}$/);
    expect(customerUid('paul@example.fr')).not.toBe(customerUid('marie@example.fr'));
  });

  it('cannot be computed from the e-mail alone: not the plain sha256, and another key gives another uid', () => {
    install('unit-link-secret');
    const uid = customerUid('marie@example.fr');
    expect(uid).not.toBe(plain('marie@example.fr'));
    install('another-deployment-secret');
    expect(customerUid('marie@example.fr')).not.toBe(uid);
    install('unit-link-secret', 'dedicated-id-secret-0123456789');
    expect(customerUid('marie@example.fr')).not.toBe(uid);
  });

  it('keeps the legacy plain uid findable for migration and erasure, newest first', () => {
    install('unit-link-secret');
    expect(legacyCustomerUid(' Marie@Example.fr ')).toBe(plain('marie@example.fr'));
    expect(customerUids('marie@example.fr')).toEqual([
      customerUid('marie@example.fr'),
      plain('marie@example.fr'),
    ]);
  });
});
