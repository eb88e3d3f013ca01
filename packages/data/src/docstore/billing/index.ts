/** `@app/data/billing`: Firestore's bill counted on any DocStore (Node only: AsyncLocalStorage), issue 53. */
export {
  aggregateReads,
  createBillingStore,
  queryReads,
  type BilledOps,
  type BillingStore,
} from './billing-store';
export { EUR_PER_USD, FIRESTORE_EUROPE_WEST1, eurosOf, scaleOps } from './firestore-bill';
