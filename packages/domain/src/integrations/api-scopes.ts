import { z } from 'zod';
import { INTEGRATION_MESSAGES as M } from './integration-messages';

/** What an API key may do (issue 52); a key carries one or more, chosen when it is created. */
export const API_SCOPES = [
  'availability:read',
  'reservations:read',
  'reservations:write',
  'customers:read',
  'bills:write',
] as const;
/** One of {@link API_SCOPES}. */
export type ApiScope = (typeof API_SCOPES)[number];

export const ApiScopeSchema = z.enum(API_SCOPES, M.scopesRequired);

/** The settings' labels of each scope (« Intégrations »). */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'availability:read': 'Lire les disponibilités',
  'reservations:read': 'Lire les réservations',
  'reservations:write': 'Créer, modifier et annuler des réservations',
  'customers:read': 'Lire les clients de l’établissement',
  'bills:write': 'Envoyer les additions de la caisse',
};

/** Whether a key holding `scopes` may use a route that needs `needed`. */
export function hasApiScope(scopes: readonly string[], needed: ApiScope): boolean {
  return scopes.includes(needed);
}
