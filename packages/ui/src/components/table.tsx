import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts align right. */
  align?: 'start' | 'end';
  /** This column names the row (a th scope=row), e.g. the customer's name. */
  isRowHeader?: boolean;
}

export interface TableProps<Row> {
  /** The table's title, shown and used as its accessible name. */
  caption: ReactNode;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/**
 * A data table with native table semantics (screen readers announce headers per cell). It scrolls sideways in
 * its own region on phones, which can be focused and scrolled with the keyboard. For read-only data: rows with
 * actions use buttons in cells, not a grid.
 */
export function Table<Row>({ caption, columns, rows, rowKey, empty, className }: TableProps<Row>) {
  const captionId = useId();
  return (
    <div className={cx('ui-table-wrap', className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="ui-table">
        <caption id={captionId} className="ui-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cx(column.align === 'end' && 'ui-table__cell--end')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = cx(column.align === 'end' && 'ui-table__cell--end');
                  return column.isRowHeader ? (
                    <th key={column.id} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
