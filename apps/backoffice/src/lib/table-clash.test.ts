import { describe, expect, it } from 'vitest';
import { tableClashOf } from './table-clash';

describe('tableClashOf', () => {
  it("reads the server's refusal and who holds the table", () => {
    const clash = { table: '3', reservationId: 'thomas', name: 'THOMAS Hugo', time: '19:30' };
    const error = Object.assign(new Error('Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30'), {
      code: 'functions/failed-precondition',
      details: { code: 'table-occupied', clashes: [clash] },
    });
    expect(tableClashOf(error)).toEqual({
      message: 'Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30',
      clashes: [clash],
    });
  });

  it('ignores any other error', () => {
    expect(tableClashOf(new Error('internal'))).toBeNull();
    expect(
      tableClashOf({ code: 'functions/failed-precondition', details: { code: 'status-before-day' } }),
    ).toBeNull();
    expect(tableClashOf(null)).toBeNull();
  });
});
