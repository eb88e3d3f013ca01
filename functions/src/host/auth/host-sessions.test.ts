import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostSessions, loadOrCreateSessionKey, signedSessionVerifier } from './host-sessions';
import type { TokenVerifier } from './token-verifier';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** What the Auth emulator hands out: `alg: none`, no signature. */
const emulatorToken = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'u1', role: 'admin' })}.`;

describe('hostSessions', () => {
  const sessions = hostSessions(randomBytes(32));

  it('signs the emulator’s token and opens it back to the same payload', () => {
    const signed = sessions.sign(emulatorToken, 'id');
    expect(JSON.parse(Buffer.from(signed.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    expect(sessions.open(signed, 'id')).toBe(emulatorToken);
  });

  it('refuses alg:none, a missing or altered signature, another key and another kind', () => {
    const signed = sessions.sign(emulatorToken, 'id');
    const [header, , signature] = signed.split('.');
    const admin = part({ sub: 'u1', role: 'master_admin' });
    const refused = [
      emulatorToken,
      `${header}.${part({ sub: 'u1', role: 'admin' })}.`,
      `${header}.${admin}.${signature}`,
      `${part({ alg: 'none', typ: 'JWT', kid: 'local-host-1' })}.${signed.split('.')[1]}.${signature}`,
      hostSessions(randomBytes(32)).sign(emulatorToken, 'id'),
      'not-a-jwt',
    ];
    for (const token of refused)
      expect(() => sessions.open(token, 'id'), token).toThrow(expect.objectContaining({ reason: 'invalid' }));
    expect(() => sessions.open(sessions.sign(emulatorToken, 'custom'), 'id')).toThrow();
  });

  it('seals refresh tokens; a bare or altered one is refused', () => {
    const sealed = sessions.sealRefresh('emulator-refresh');
    expect(sessions.openRefresh(sealed)).toBe('emulator-refresh');
    for (const token of ['emulator-refresh', `${sealed}x`, sealed.replace('lh1.', 'lh1.A')])
      expect(() => sessions.openRefresh(token)).toThrow();
  });

  it('verifies the signature before the inner verifier sees anything', async () => {
    const seen: string[] = [];
    const inner: TokenVerifier = async (token) => {
      seen.push(token);
      return { uid: 'u1', claims: {} };
    };
    const verify = signedSessionVerifier(sessions, inner);
    await expect(verify(emulatorToken)).rejects.toMatchObject({ reason: 'invalid' });
    expect(seen).toEqual([]);
    await expect(verify(sessions.sign(emulatorToken, 'id'))).resolves.toMatchObject({ uid: 'u1' });
    expect(seen).toEqual([emulatorToken]);
  });
});

describe('loadOrCreateSessionKey', () => {
  it('makes the key on first start (owner only) and keeps it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'session-key-'));
    try {
      const file = join(dir, 'session-key');
      const key = await loadOrCreateSessionKey(file);
      expect(key.length).toBe(32);
      expect((await stat(file)).mode & 0o077).toBe(0);
      expect((await loadOrCreateSessionKey(file)).equals(key)).toBe(true);
      expect((await readFile(file, 'utf8')).trim()).toBe(key.toString('hex'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
