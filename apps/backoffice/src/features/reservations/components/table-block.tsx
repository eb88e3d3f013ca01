import { Armchair } from '@app/ui/icons';

export interface TableBlockProps {
  tables: readonly string[];
  /** The table is also given to another booking at the same time: drawn in red until solved. */
  conflict?: boolean;
  /** Opens the table assignment (the row's own click is not triggered). */
  onOpen(): void;
}

/** A row's table: 'Table 3, 4' when set, else 'Attribuer une table'; both open the assignment. */
export function TableBlock({ tables, conflict = false, onOpen }: TableBlockProps) {
  return (
    <button
      type="button"
      className={`table-block${tables.length ? ' table-block--set' : ''}${conflict ? ' table-block--conflict' : ''}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {tables.length ? (
        `Table ${tables.join(', ')}`
      ) : (
        <>
          <Armchair className="bo-icon" aria-hidden="true" />{' '}
          <span className="table-block__text">Attribuer une table</span>
        </>
      )}
    </button>
  );
}
