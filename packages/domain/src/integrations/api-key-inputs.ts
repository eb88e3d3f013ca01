import { z } from 'zod';
import { MESSAGES } from '../errors';
import { requiredId } from '../schemas/inputs/form-checks';
import { safeString } from '../schemas/safe-string';
import { ApiScopeSchema, type ApiScope } from './api-scopes';
import { INTEGRATION_MESSAGES as M } from './integration-messages';

export const API_KEY_NAME_MAX = 60;

/** `createApiKey` (admin_full, master_admin of the venue): a name and at least one scope, each once. */
export const CreateApiKeyInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  name: safeString(M.keyNameRequired)
    .trim()
    .min(1, M.keyNameRequired)
    .max(API_KEY_NAME_MAX, M.keyNameTooLong(API_KEY_NAME_MAX)),
  scopes: z
    .array(ApiScopeSchema, M.scopesRequired)
    .min(1, M.scopesRequired)
    .max(5, M.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyInput = z.output<typeof CreateApiKeyInputSchema>;

/** `listApiKeys` and `listApiCalls` (admin_full, master_admin of the venue). */
export const ListApiKeysInputSchema = z.object({ restaurantId: requiredId(MESSAGES.generic.invalidInput) });
export type ListApiKeysInput = z.output<typeof ListApiKeysInputSchema>;

/** `revokeApiKey` (admin_full, master_admin of the venue). */
export const RevokeApiKeyInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  keyId: requiredId(M.keyNotFound),
});
export type RevokeApiKeyInput = z.output<typeof RevokeApiKeyInputSchema>;

/** A key as the settings list it: never its secret nor its digest. */
export interface ApiKeySummary {
  id: string;
  name: string;
  scopes: ApiScope[];
  /** The secret's first characters (`rfk_…`), so staff can tell keys apart. */
  prefix: string;
  createdAt: string;
  createdByName: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** `createApiKey`'s answer: the secret, shown once and never stored in clear. */
export interface CreatedApiKey {
  key: ApiKeySummary;
  secret: string;
}

/** One call of the API, as the venue's log shows it. */
export interface ApiCallLogEntry {
  id: string;
  at: string;
  keyId: string;
  keyName: string;
  method: string;
  path: string;
  status: number;
}
