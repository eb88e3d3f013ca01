import { StoreError, statusForCode, type WireError } from '@app/data';
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { ZodError } from 'zod';

/** A refusal the store API answers with a status and a Firestore-style code. */
export class ApiError extends Error {
  constructor(
    readonly code: WireError['error']['code'],
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () =>
  new ApiError('unauthenticated', 'Jeton d’identification invalide ou expiré.');
export const permissionDenied = () =>
  new ApiError('permission-denied', 'Missing or insufficient permissions.');

/** Maps any error to the wire shape; unknown errors are logged and reported without their details. */
export function toWireError(err: unknown): WireError['error'] {
  if (err instanceof ApiError || err instanceof StoreError) return { code: err.code, message: err.message };
  if (err instanceof ZodError)
    return { code: 'invalid-argument', message: err.issues[0]?.message ?? 'Invalid request' };
  if (err instanceof SyntaxError) return { code: 'invalid-argument', message: 'Invalid JSON' };
  logger.error('store API failure', err);
  return { code: 'unavailable', message: 'Store unavailable' };
}

export function sendError(res: Response, err: unknown): void {
  const error = toWireError(err);
  res.status(statusForCode(error.code)).json({ error });
}
