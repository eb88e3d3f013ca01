import { createFunctionsClient } from '@app/data/functions-client';
import { config } from '../config/env';

/** Calls a public callable function; booking pages use only this (no Firebase SDK in their bundle). */
export const callFunction = createFunctionsClient({ baseUrl: config.functionsBase });
