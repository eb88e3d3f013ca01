import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { explainSkip, firestoreTarget, testProjectIndexCommands } from './firestore-target';

const none = { projectId: 'demo-resto' };

describe('where the Firestore drivers are checked', () => {
  it('prefers the emulator, else a test project with its key, else nothing, saying why', () => {
    expect(
      firestoreTarget({ ...none, firestoreEmulatorHost: '127.0.0.1:8080', firestoreTestProject: 't' }),
    ).toEqual({ kind: 'emulator', host: '127.0.0.1:8080', projectId: 'demo-resto' });
    expect(
      firestoreTarget({ ...none, firestoreTestProject: 'resto-tests', googleCredentials: '/k.json' }),
    ).toEqual({
      kind: 'project',
      projectId: 'resto-tests',
    });
    expect(firestoreTarget({ ...none, firestoreTestProject: 'resto-tests' })).toMatchObject({
      kind: 'none',
      reason: expect.stringMatching(/GOOGLE_APPLICATION_CREDENTIALS names no key/),
    });
    expect(firestoreTarget(none)).toMatchObject({ kind: 'none', reason: expect.stringMatching(/Java 21/) });
  });

  it('prints why a driver is skipped, so a green run is not taken for a tested driver', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(explainSkip('firestore-admin', firestoreTarget(none))).toBe(true);
    expect(info).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\[conformance\] firestore-admin: skipped, .*Java 21/),
    );
    expect(
      explainSkip('firestore-web', { kind: 'project', projectId: 'p' }, { unsupported: 'rules deny it' }),
    ).toBe(true);
    expect(info).toHaveBeenLastCalledWith('[conformance] firestore-web: skipped, rules deny it.');
    expect(explainSkip('firestore-admin', { kind: 'project', projectId: 'p' })).toBe(false);
    info.mockRestore();
  });

  it('fails instead of skipping where the run is required (the CI workflow), so an absent emulator cannot pass', () => {
    expect(() => explainSkip('firestore-admin', firestoreTarget(none), { required: true })).toThrow(
      /CONFORMANCE_REQUIRED is set, but FIRESTORE_EMULATOR_HOST is not set/,
    );
  });

  it("gives the README the test project's index commands, one per index of the suite", () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const commands = testProjectIndexCommands('<test-project>');
    expect(commands).toHaveLength(3);
    for (const command of commands) expect(readme).toContain(command);
  });
});
