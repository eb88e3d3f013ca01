import { randomInt } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocReader, Transaction } from '@app/data';
import { ScanCodeRecordSchema, drawScanCode, type ScanCodeKind, type ScanCodeRecord } from '@app/domain';

/**
 * Voucher and loyalty-card codes are random and stored (ARCHITECTURE §8): a code is drawn from `crypto.randomInt`,
 * checked free in the server-only `scanCodes` collection (id = the code) and created there in the same
 * transaction as what it stands for. The till finds a voucher or a card by reading that entry; nothing is derived
 * from an e-mail, an id or the points.
 */
export const SCAN_CODES_COLLECTION = 'scanCodes';

/** Draws tried before giving up (a taken code is redrawn; with 10⁷–10⁸ codes a second draw is already rare). */
export const MAX_SCAN_CODE_DRAWS = 5;

/** Path of a code's entry. */
export function scanCodePath(code: string): string {
  return `${SCAN_CODES_COLLECTION}/${code}`;
}

const cryptoDigit = () => randomInt(10);
let digitSource: () => number = cryptoDigit;

/**
 * Tests only: replaces the cryptographic digits (to force a collision or a known code); `undefined` restores
 * `crypto.randomInt`.
 */
export function setScanCodeDigitSource(source: (() => number) | undefined): void {
  digitSource = source ?? cryptoDigit;
}

/**
 * Draws a code of `kind` that no entry of `scanCodes` holds, reading each candidate in the transaction (so call it
 * with the other reads, before any write): a taken code is redrawn, without failing the transaction, up to
 * {@link MAX_SCAN_CODE_DRAWS} times, then 'unavailable' with `failure`. Store it with {@link storeScanCode} in the
 * same transaction: if another transaction takes the same code meanwhile, this one is retried and draws again.
 */
export async function drawFreeScanCode(
  tx: Pick<Transaction, 'get'>,
  kind: ScanCodeKind,
  failure: string,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_SCAN_CODE_DRAWS; attempt += 1) {
    const code = drawScanCode({ kind, drawDigit: digitSource });
    if (!(await tx.get(scanCodePath(code))).exists) return code;
  }
  throw new HttpsError('unavailable', failure);
}

/** Registers a drawn code in the transaction (create: a code is held once). */
export function storeScanCode(tx: Transaction, record: ScanCodeRecord): void {
  const entry = Object.entries(ScanCodeRecordSchema.parse(record)).filter(([, value]) => value !== undefined);
  tx.create(scanCodePath(record.code), Object.fromEntries(entry));
}

/** The entry of a code, or null when no voucher or card holds it (or the entry is not one). */
export async function readScanCode(
  reader: Pick<DocReader, 'get'>,
  code: string,
): Promise<ScanCodeRecord | null> {
  const snap = await reader.get(scanCodePath(code));
  const parsed = ScanCodeRecordSchema.safeParse(snap.data);
  return snap.exists && parsed.success ? parsed.data : null;
}
