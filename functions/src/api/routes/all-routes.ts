import { availabilityRoute } from './availability-route';
import { billRoutes } from './bill-routes';
import { customerRoutes } from './customer-routes';
import { reservationRoutes } from './reservation-routes';
import type { ApiRoute } from './route-context';

/** Every authenticated route of `/api/v1`, in the order the OpenAPI document lists them. */
export const API_ROUTES: readonly ApiRoute[] = [
  availabilityRoute,
  ...reservationRoutes,
  ...customerRoutes,
  ...billRoutes,
];
