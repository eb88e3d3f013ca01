/** Demo data for the embedded backend: the local host seeds an empty store on its first start. */
export { seedDemoData, type SeedAuth, type SeedDemoDataOptions, type SeedResult } from './seed-demo-data';
export { buildDemoDataset, DEMO_SEED, type DemoDataset } from './build-demo-dataset';
export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_STAFF, DEMO_CUSTOMER_EMAIL } from './demo-staff';
export { DEMO_RESTAURANTS } from './demo-restaurants';
