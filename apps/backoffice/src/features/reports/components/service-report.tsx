import type { ServiceReport, ServiceReportRow } from '@app/domain';
import { REPORTS_TEXTS } from '@app/domain';
import { Table, type TableColumn } from '@app/ui';

const T = REPORTS_TEXTS.service;
const count = (value: number) => value.toLocaleString('fr-FR');

function columns(first: string): TableColumn<ServiceReportRow>[] {
  return [
    { id: 'label', header: first, cell: (row) => row.label, isRowHeader: true },
    { id: 'covers', header: T.covers, cell: (row) => count(row.covers), align: 'end' },
    { id: 'noShows', header: T.noShows, cell: (row) => count(row.noShows), align: 'end' },
    { id: 'cancellations', header: T.cancellations, cell: (row) => count(row.cancellations), align: 'end' },
  ];
}

/**
 * « Par service » and « Par jour de la semaine » of the period: the guests of the bookings kept, the no-shows and
 * the cancellations, from the restaurant's counters (no read beyond the report's own).
 */
export function ServiceReportCards({ report }: { report: ServiceReport }) {
  return (
    <div className="reports-overview__charts">
      <Table
        caption={T.byService}
        columns={columns(T.service)}
        rows={report.byService}
        rowKey={(row) => row.label}
      />
      <Table
        caption={T.byWeekday}
        columns={columns(T.weekday)}
        rows={report.byWeekday}
        rowKey={(row) => row.label}
      />
    </div>
  );
}
