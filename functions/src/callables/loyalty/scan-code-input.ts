import { HttpsError } from 'firebase-functions/v2/https';
import { parseScanCode, type ScanCodeKind } from '@app/domain';

/**
 * A typed or scanned code read as the scan pages show it: 'Veuillez saisir un code' when empty, 'Code invalide :
 * <format hint>' when malformed ('invalid-argument'), else the code trimmed and upper-cased with its kind.
 */
export function parseScanCodeOrThrow(input: string): { kind: ScanCodeKind; code: string } {
  const parsed = parseScanCode({ input });
  if (!parsed.ok)
    throw new HttpsError(
      'invalid-argument',
      parsed.hint ? `${parsed.message} : ${parsed.hint}` : parsed.message,
    );
  return { kind: parsed.kind, code: parsed.code };
}
