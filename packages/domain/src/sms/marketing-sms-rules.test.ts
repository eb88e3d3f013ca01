import { describe, expect, it } from 'vitest';
import { mayReceiveMarketingSms } from './marketing-sms-consent';
import { withSmsStopClause } from './with-sms-stop-clause';

const proof = (granted: boolean) => ({
  granted,
  at: '2026-11-01T10:00:00.000Z',
  method: 'form' as const,
  text: 'Oui',
});

describe('marketing SMS consent and STOP', () => {
  it('needs the venue’s yes with its proof; a yes without proof or a withdrawal is a no', () => {
    expect(mayReceiveMarketingSms({ smsMarketingConsent: true, consentProofs: { sms: proof(true) } })).toBe(
      true,
    );
    expect(mayReceiveMarketingSms({ smsMarketingConsent: true, consentProofs: {} })).toBe(false);
    expect(mayReceiveMarketingSms({ smsMarketingConsent: true, consentProofs: { sms: proof(false) } })).toBe(
      false,
    );
    expect(mayReceiveMarketingSms({ smsMarketingConsent: false, consentProofs: { sms: proof(true) } })).toBe(
      false,
    );
    expect(mayReceiveMarketingSms({})).toBe(false);
  });

  it('ends every marketing SMS with « STOP », once', () => {
    expect(withSmsStopClause('Soirée jazz vendredi ! ')).toBe('Soirée jazz vendredi ! STOP : répondez STOP');
    expect(withSmsStopClause('Jazz vendredi. STOP au 36180')).toBe('Jazz vendredi. STOP au 36180');
  });
});
