/**
 * The spec's "basic pattern": no whitespace, one @, a dot in the domain.
 * Kept identical everywhere an e-mail is checked so that the form and the server agree; in a module of its own,
 * without zod, so that a browser form can check an e-mail without loading the schemas.
 */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a non-empty text follows the basic e-mail pattern. */
export function isEmail(value: string): boolean {
  return BASIC_EMAIL_PATTERN.test(value);
}
