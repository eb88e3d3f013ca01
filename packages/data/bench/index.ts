/** `@app/data/bench`: the store benchmark's pieces, for the local host's benchmark in functions (Node only). */
export { measure, report, type Measure } from './bench-tools';
export { makePlan, seedStore, type SeedPlan } from './seed-store';
export { measureStoreQueries, openSeededStore, printLoad, reservationPath } from './store-measures';
export { StatsBuilder } from './stats-builder';
