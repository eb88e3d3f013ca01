/**
 * A stored document that does not match its domain schema. Repositories never hand such a document to the
 * screens or the functions: by default they throw this error; a caller that prefers to keep a list usable can
 * pass `onInvalid` and receive each invalid document here instead (it is then left out of the result).
 */
export class InvalidDocumentError extends Error {
  constructor(
    /** Full path of the document, `collection/id`. */
    readonly path: string,
    /** One line per schema issue: `field.path: message`. */
    readonly issues: string[],
  ) {
    super(`Document invalide ${path} : ${issues.join(' ; ')}`);
    this.name = 'InvalidDocumentError';
  }
}

/** How a repository reacts to an invalid document. */
export interface RepositoryOptions {
  /**
   * Called for each invalid document met in a read; the document is then skipped (lists) or reported as
   * absent (single reads). Without it, the read fails with the InvalidDocumentError.
   */
  onInvalid?: (error: InvalidDocumentError) => void;
}

interface IssueLike {
  path: PropertyKey[];
  message: string;
}

/** Formats zod issues into readable lines (`restaurantStats.r1.points: Expected number`). */
export function formatIssues(issues: readonly IssueLike[]): string[] {
  return issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}
