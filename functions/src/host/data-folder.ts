import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where each part of the host keeps its data inside the data folder. */
export interface DataFolder {
  root: string;
  store: string;
  mail: string;
  files: string;
  linkSecretFile: string;
  /** The key the host signs its sessions with (auth/host-sessions.ts). */
  sessionKeyFile: string;
}

export function dataFolder(root: string): DataFolder {
  return {
    root,
    store: join(root, 'store'),
    mail: join(root, 'mail'),
    files: join(root, 'files'),
    linkSecretFile: join(root, 'link-secret'),
    sessionKeyFile: join(root, 'session-key'),
  };
}

/**
 * The HMAC secret of tracking and unsubscribe links: made once and kept, so that links in mails already sent
 * stay valid after a restart. `wx` makes two hosts starting at once agree on one secret.
 */
export async function loadOrCreateLinkSecret(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const secret = randomBytes(32).toString('hex');
  try {
    await writeFile(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}

export async function prepareDataFolder(root: string): Promise<DataFolder> {
  const folder = dataFolder(root);
  await mkdir(folder.root, { recursive: true });
  await mkdir(folder.files, { recursive: true });
  return folder;
}
