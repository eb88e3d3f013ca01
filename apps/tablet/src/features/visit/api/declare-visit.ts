import type { TabletDeclareVisitInput, TabletVisitResult } from '@app/domain';
import { callAsDevice } from '../../../lib/tablet-functions';

/** `tabletDeclareVisit`: the server finds the customer, applies the 5-hour rule and adds the points. */
export function declareVisit(input: TabletDeclareVisitInput): Promise<TabletVisitResult> {
  return callAsDevice<TabletVisitResult>('tabletDeclareVisit', input);
}
