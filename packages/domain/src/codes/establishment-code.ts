/** Message of the tablet's code entry when the code is not 3 to 6 letters or digits. */
export const INVALID_ESTABLISHMENT_CODE_MESSAGE = 'Veuillez entrer un code valide';

/**
 * Tablet code of a restaurant: the last 6 characters of its id, upper-cased (link /tablette/{code}).
 * @example toEstablishmentCode({ restaurantId: 'xYz12abc9f' }) // '2ABC9F'
 */
export function toEstablishmentCode({ restaurantId }: { restaurantId: string }): string {
  return restaurantId.slice(-6).toUpperCase();
}

/** Reads a typed establishment code: trimmed, upper-cased, 3 to 6 letters or digits. */
export function parseEstablishmentCode({
  input,
}: {
  input: string;
}): { ok: true; code: string } | { ok: false; message: typeof INVALID_ESTABLISHMENT_CODE_MESSAGE } {
  const code = input.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,6}$/.test(code)) return { ok: false, message: INVALID_ESTABLISHMENT_CODE_MESSAGE };
  return { ok: true, code };
}

/** Whether a parsed code designates a restaurant: its tablet code, or the end of it for a shorter entry. */
export function matchesEstablishmentCode({
  restaurantId,
  code,
}: {
  restaurantId: string;
  code: string;
}): boolean {
  return code.length >= 3 && toEstablishmentCode({ restaurantId }).endsWith(code.toUpperCase());
}
