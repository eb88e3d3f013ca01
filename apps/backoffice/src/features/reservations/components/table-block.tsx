import { MAX_LISTED_TABLES, TIMELINE_MESSAGES, formatTableNumbers } from '@app/domain';
import { Armchair } from '@app/ui/icons';

export interface TableBlockProps {
  tables: readonly string[];
  /** The table is also given to another booking at the same time: drawn in red until solved. */
  conflict?: boolean;
  /** The tables are the engine's « Table proposée », untouched by staff: said so (changing them is a click). */
  proposed?: boolean;
  /** Opens the table assignment (the row's own click is not triggered). */
  onOpen(): void;
}

/**
 * A row's table: 'Table 3, 4' when set (8 numbers at most, then '+n', every number in its accessible name), else
 * 'Attribuer une table'; « Table proposée : 3 » while the engine's proposal is untouched; all open the assignment.
 */
export function TableBlock({ tables, conflict = false, proposed = false, onOpen }: TableBlockProps) {
  return (
    <button
      type="button"
      className={`table-block${tables.length ? ' table-block--set' : ''}${conflict ? ' table-block--conflict' : ''}${proposed ? ' table-block--proposed' : ''}`}
      title={tables.length > MAX_LISTED_TABLES ? `Table ${tables.join(', ')}` : undefined}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {tables.length && proposed ? (
        TIMELINE_MESSAGES.historyProposed(formatTableNumbers({ tables }).replace(/^Table /, ''))
      ) : tables.length ? (
        formatTableNumbers({ tables })
      ) : (
        <>
          <Armchair className="bo-icon" aria-hidden="true" />{' '}
          <span className="table-block__text">Attribuer une table</span>
        </>
      )}
    </button>
  );
}
