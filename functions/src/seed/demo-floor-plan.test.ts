import { SaveFloorPlanInputSchema, readFloorTables } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { demoFloorPlan } from './demo-restaurants';

describe('demoFloorPlan', () => {
  it('is a plan the editor could save, with joinable tables the engine reads by number', () => {
    const plan = demoFloorPlan('demo', '2027-01-01T00:00:00.000Z');
    expect(SaveFloorPlanInputSchema.safeParse(plan).error?.issues).toBeUndefined();
    expect(readFloorTables({ plan }).groups.map((g) => [g.tables.join('+'), g.maxSeats])).toEqual([
      ['3+4', 6],
      ['9+10', 8],
    ]);
  });
});
