import { describe, expect, it } from 'vitest';
import { isPrivateAddress, webhookUrlProblem } from './webhook-url';

describe('webhook subscription URLs (issue 52, SSRF)', () => {
  it('accepts a public HTTPS URL', () => {
    expect(webhookUrlProblem('https://crm.example.fr/hooks/resto', false)).toBeNull();
  });

  it('refuses plain HTTP, credentials and junk', () => {
    expect(webhookUrlProblem('http://crm.example.fr/hooks', false)).toBe('https');
    expect(webhookUrlProblem('https://u:p@crm.example.fr/', false)).toBe('invalid');
    expect(webhookUrlProblem('pas une adresse', false)).toBe('invalid');
    expect(webhookUrlProblem('file:///etc/passwd', false)).toBe('https');
  });

  it('refuses private, loopback and metadata addresses in production', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.0.0.5/',
      'https://172.20.1.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://localhost/',
      'https://metadata.google.internal/',
    ])
      expect(webhookUrlProblem(url, false), url).toBe('private');
    expect(webhookUrlProblem('http://127.0.0.1:4010/hook', false)).toBe('https');
  });

  it('allows the local receiver on http://127.0.0.1 in embedded mode only', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4010/hook', true)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.5/hook', true)).toBe('https');
  });

  it('tells private from public resolved addresses', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('2001:4860::8888')).toBe(false);
    expect(isPrivateAddress('192.168.0.2')).toBe(true);
  });
});
