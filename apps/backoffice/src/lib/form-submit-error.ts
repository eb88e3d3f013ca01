/**
 * A refused form submission: the French message to show, and the form field it belongs to when the server
 * named one (a callable's `details.field`), so that the form puts it under that field rather than on top.
 */
export class FormSubmitError extends Error {
  override readonly name = 'FormSubmitError';
  readonly field: string | undefined;
  /** The table asked for is held by another booking then: the form offers « Attribuer quand même ». */
  readonly tableClash: boolean;

  constructor(message: string, field?: string, options: { tableClash?: boolean } = {}) {
    super(message);
    this.field = field;
    this.tableClash = options.tableClash ?? false;
  }
}

/** The field a callable's refusal names (`HttpsError` details `{ field }`), if any. */
export function callableErrorField(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const details = (error as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return undefined;
  const field = (details as { field?: unknown }).field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}
