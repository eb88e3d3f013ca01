import loadHighs from 'highs';
import {
  DEFAULT_TABLE_DURATION_BANDS,
  resolveHoldMinutes,
  type FloorTables,
  type TableDurationBands,
} from '../src/index';
import { minutesOfTime, type CheckedBooking } from './bench-checker';

/** One way to seat a party: a named table or joinable group, or any table of an interchangeable class. */
interface Unit {
  /** Index of the capacity class (plain tables of one kind), or -1 for a named table or group. */
  classIndex: number;
  /** The named tables it takes (empty for a class). */
  tables: readonly string[];
  minSeats: number;
  maxSeats: number;
}

/** Tables no joinable group names, online, of one seat range: any of them seats what another would. */
interface PlainClass {
  tables: readonly string[];
  minSeats: number;
  maxSeats: number;
}

/** The exact offline best of one evening (or the solver's proven bound when it stopped at its time limit). */
export interface OfflineBest {
  /** Covers of the best seating found. */
  covers: number;
  /** Proven upper bound: equal to `covers` when the solve was proved optimal. */
  bound: number;
  optimal: boolean;
  /** The best seating found, each party on named tables (for the independent checker). */
  seating: CheckedBooking[];
}

const highs = await loadHighs();

/** The units « Par tables » may give online: plain classes, then every table and group a group names. */
function unitsOf(floor: FloorTables): { units: Unit[]; classes: PlainClass[] } {
  const grouped = new Set(floor.groups.flatMap((group) => group.tables));
  const classes = new Map<string, PlainClass & { tables: string[] }>();
  const units: Unit[] = [];
  for (const table of floor.tables) {
    if (!table.online) continue;
    if (grouped.has(table.number)) {
      units.push({
        classIndex: -1,
        tables: [table.number],
        minSeats: table.minSeats,
        maxSeats: table.maxSeats,
      });
      continue;
    }
    const key = `${table.minSeats}-${table.maxSeats}`;
    const entry = classes.get(key) ?? { tables: [], minSeats: table.minSeats, maxSeats: table.maxSeats };
    entry.tables.push(table.number);
    classes.set(key, entry);
  }
  for (const group of floor.groups) {
    if (!group.online) continue;
    units.push({ classIndex: -1, tables: group.tables, minSeats: group.minSeats, maxSeats: group.maxSeats });
  }
  const list = [...classes.values()];
  list.forEach((entry, classIndex) =>
    units.push({ classIndex, tables: [], minSeats: entry.minSeats, maxSeats: entry.maxSeats }),
  );
  return { units, classes: list };
}

/**
 * The exact offline best of an evening, as an integer program solved by HiGHS: each request seated at most
 * once, at one of the times it would take, on a table or joinable group given online whose seats hold it
 * (the engine's minimum and maximum), for its band's duration, so that no table is held by two overlapping
 * windows. Tables no group names are interchangeable within their seat range: intervals form a perfect
 * graph, so « at every start instant, the parties of a class seated are at most its tables » is exactly
 * « they can be given named tables »; one row per (class, start instant) then, and one per (table, start
 * instant) only for the tables of joinable groups. Two windows overlap exactly when one holds the other's
 * start, so rows at start instants are enough. The seating found is returned on named tables (each class's
 * parties by start on the first table free) so that the bench's checker verifies it independently.
 */
export function offlineBest({
  floor,
  requests,
  maxPartySize,
  bands = DEFAULT_TABLE_DURATION_BANDS,
  timeLimitSeconds,
}: {
  floor: FloorTables;
  requests: readonly { id: string; times: readonly string[]; partySize: number }[];
  maxPartySize: number;
  bands?: TableDurationBands;
  timeLimitSeconds: number;
}): OfflineBest {
  const { units, classes } = unitsOf(floor);
  const columns: { request: number; time: string; start: number; end: number; unit: Unit }[] = [];
  requests.forEach((request, index) => {
    if (request.partySize > maxPartySize) return;
    for (const time of request.times) {
      const start = minutesOfTime(time);
      const end = start + resolveHoldMinutes({ time, partySize: request.partySize, bands });
      for (const unit of units) {
        if (request.partySize < unit.minSeats || request.partySize > unit.maxSeats) continue;
        columns.push({ request: index, time, start, end, unit });
      }
    }
  });
  const starts = [...new Set(columns.map((c) => c.start))].sort((a, b) => a - b);
  const rows: { members: number[]; upper: number }[] = [];
  const byRequest = new Map<number, number[]>();
  columns.forEach((column, j) =>
    byRequest.set(column.request, [...(byRequest.get(column.request) ?? []), j]),
  );
  for (const members of byRequest.values()) rows.push({ members, upper: 1 });
  const active = (at: number) => (j: number) => columns[j]!.start <= at && at < columns[j]!.end;
  const all = columns.map((_, j) => j);
  classes.forEach((entry, classIndex) => {
    const own = all.filter((j) => columns[j]!.unit.classIndex === classIndex);
    for (const at of starts) {
      const members = own.filter(active(at));
      if (members.length > entry.tables.length) rows.push({ members, upper: entry.tables.length });
    }
  });
  const grouped = [...new Set(floor.groups.flatMap((group) => group.tables))];
  for (const table of grouped) {
    const own = all.filter((j) => columns[j]!.unit.tables.includes(table));
    for (const at of starts) {
      const members = own.filter(active(at));
      if (members.length > 1) rows.push({ members, upper: 1 });
    }
  }
  const starts_: number[] = [0];
  const indices: number[] = [];
  for (const row of rows) {
    indices.push(...row.members);
    starts_.push(indices.length);
  }
  if (columns.length === 0) return { covers: 0, bound: 0, optimal: true, seating: [] };
  return highs.withModel(
    {
      numCols: columns.length,
      numRows: rows.length,
      sense: highs.constants.objectiveSense.maximize,
      colCost: columns.map((c) => requests[c.request]!.partySize),
      colLower: columns.map(() => 0),
      colUpper: columns.map(() => 1),
      rowLower: rows.map(() => -highs.infinity),
      rowUpper: rows.map((row) => row.upper),
      matrix: {
        format: 'csr',
        numRows: rows.length,
        numCols: columns.length,
        starts: starts_,
        indices,
        values: indices.map(() => 1),
      },
      integrality: columns.map(() => highs.constants.variableType.integer),
    },
    (model) => {
      // Covers are whole: a gap below one cover proves the optimum.
      model.options.set({ output_flag: false, mip_abs_gap: 0.99, time_limit: timeLimitSeconds });
      model.run();
      const status = model.getModelStatus();
      const optimal = status === highs.constants.modelStatus.optimal;
      const values = model.getSolution().colValue;
      const covers = columns.reduce(
        (sum, c, j) => sum + ((values[j] ?? 0) > 0.5 ? requests[c.request]!.partySize : 0),
        0,
      );
      const dual = Number(model.info.get('mip_dual_bound'));
      const bound = optimal ? covers : Math.max(covers, Math.floor(dual + 1e-6));
      const chosen = columns.filter((_, j) => (values[j] ?? 0) > 0.5);
      return { covers, bound, optimal, seating: nameTables(chosen, classes, requests) };
    },
  );
}

/** Gives each party of a class a named table of it: by start, the first table free (interval colouring). */
function nameTables(
  chosen: readonly { request: number; time: string; start: number; end: number; unit: Unit }[],
  classes: readonly PlainClass[],
  requests: readonly { id: string; partySize: number }[],
): CheckedBooking[] {
  const freeAt = new Map<string, number>();
  return [...chosen]
    .sort((a, b) => a.start - b.start)
    .map((column) => {
      const request = requests[column.request]!;
      let tables = column.unit.tables;
      if (column.unit.classIndex >= 0) {
        const own = classes[column.unit.classIndex]!.tables;
        const free = own.find((table) => (freeAt.get(table) ?? 0) <= column.start) ?? own[0]!;
        freeAt.set(free, column.end);
        tables = [free];
      }
      return { id: request.id, time: column.time, partySize: request.partySize, tables };
    });
}
