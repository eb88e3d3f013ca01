import { useCallback, useState } from 'react';
import { tableClashOf } from '../lib/table-clash';

export interface TableConflict {
  message: string;
  /** Gives the table all the same (« Attribuer quand même »): the same call with `force`. */
  force(): Promise<void>;
}

/**
 * Every path that gives a table (assignment modal, floor plan, new booking at a table): `attempt(run)` calls
 * `run(false)`; when the server refuses a table another booking holds, `conflict` holds its reason and
 * `force()` runs `run(true)`. Any other failure is thrown to the caller.
 */
export function useForceableAssignment() {
  const [conflict, setConflict] = useState<TableConflict | null>(null);

  const attempt = useCallback(
    async (run: (force: boolean) => Promise<void>): Promise<'done' | 'conflict'> => {
      try {
        await run(false);
        setConflict(null);
        return 'done';
      } catch (error) {
        const clash = tableClashOf(error);
        if (!clash) throw error;
        setConflict({
          message: clash.message,
          force: async () => {
            await run(true);
            setConflict(null);
          },
        });
        return 'conflict';
      }
    },
    [],
  );

  const dismiss = useCallback(() => setConflict(null), []);
  return { conflict, attempt, dismiss };
}
