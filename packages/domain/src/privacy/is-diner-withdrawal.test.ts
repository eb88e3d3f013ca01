import { describe, expect, it } from 'vitest';
import type { ConsentProof } from '../schemas/consent-proof';
import { isDinerWithdrawal } from './is-diner-withdrawal';

const proof = (granted: boolean, method: ConsentProof['method']): ConsentProof => ({
  granted,
  method,
  at: '2026-11-20T10:00:00.000Z',
  text: 'texte',
});

describe('isDinerWithdrawal', () => {
  it('is the diner’s own withdrawal: in their space or by a mail’s unsubscribe link', () => {
    expect(isDinerWithdrawal({ proof: proof(false, 'unsubscribe') })).toBe(true);
    expect(isDinerWithdrawal({ proof: proof(false, 'form') })).toBe(true);
  });

  it('is not a grant, a refusal staff or a tablet recorded, nor no decision at all', () => {
    expect(isDinerWithdrawal({ proof: proof(true, 'form') })).toBe(false);
    expect(isDinerWithdrawal({ proof: proof(false, 'staff') })).toBe(false);
    expect(isDinerWithdrawal({ proof: proof(false, 'tablet') })).toBe(false);
    expect(isDinerWithdrawal({ proof: undefined })).toBe(false);
  });
});
