import type { Plugin } from 'vite';

/** The id of one build: its time, in base 36 (changes with every deployment, unlike a commit that is rebuilt). */
export function buildVersionId(now: Date = new Date()): string {
  return now.getTime().toString(36);
}

/** The body of `version.json`: what the running kiosks compare with the version they embed. */
export function versionFileSource(version: string): string {
  return `${JSON.stringify({ version })}\n`;
}

/**
 * Emits `version.json` ({"version": "<id>"}) next to the bundle; the same id is embedded in the app as
 * `__APP_VERSION__`, so a kiosk left open notices a newer deployment and offers to reload.
 */
export function appVersionFile(version: string): Plugin {
  return {
    name: 'tablet-app-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: versionFileSource(version) });
    },
  };
}
