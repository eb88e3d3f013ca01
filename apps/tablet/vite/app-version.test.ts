import { describe, expect, it, vi } from 'vitest';
import { appVersionFile, buildVersionId, versionFileSource } from './app-version';

describe('app version file', () => {
  it('names a build by its time', () => {
    expect(buildVersionId(new Date(Date.UTC(2026, 10, 24)))).toBe(Date.UTC(2026, 10, 24).toString(36));
  });

  it('emits version.json with the embedded id, on build only', () => {
    const plugin = appVersionFile('abc123');
    expect(plugin.apply).toBe('build');
    const emitFile = vi.fn();
    const hook = plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void;
    hook.call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'version.json',
      source: versionFileSource('abc123'),
    });
    expect(JSON.parse(versionFileSource('abc123'))).toEqual({ version: 'abc123' });
  });
});
