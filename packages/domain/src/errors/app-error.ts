import type { AppErrorCode } from './error-codes';

/**
 * The one error model (ARCHITECTURE §5): a code for programs and a French `userMessage` for people.
 * Domain rules and callables throw it; the functions map `code` to an HttpsError; apps show `userMessage`.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: AppErrorCode;
  readonly userMessage: string;
  /** Extra facts for the caller (e.g. minutes left before the next tablet visit). */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(code: AppErrorCode, userMessage: string, details?: Readonly<Record<string, unknown>>) {
    super(userMessage);
    this.code = code;
    this.userMessage = userMessage;
    if (details) this.details = details;
  }
}

/**
 * Whether a value is an AppError. Checked by shape as well as by class, because a bundle may hold two
 * copies of the domain and a message crossing a boundary loses its prototype.
 */
export function isAppError(value: unknown): value is AppError {
  if (value instanceof AppError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { name?: unknown; code?: unknown; userMessage?: unknown };
  return (
    candidate.name === 'AppError' &&
    typeof candidate.code === 'string' &&
    typeof candidate.userMessage === 'string'
  );
}
