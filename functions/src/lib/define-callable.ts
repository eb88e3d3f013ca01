/**
 * defineCallable: the one way to write a callable (ARCHITECTURE §2 "Reads and writes").
 *
 * Usage (functions/src/callables/<area>/<name>.ts):
 *
 *   import { SetClosedSlotsInputSchema } from '@app/domain';
 *   import { defineCallable } from '../../lib/define-callable';
 *   import { assertRestaurantAccess } from '../../lib/caller';
 *   import { transact } from '../../lib/transact';
 *
 *   export const setClosedSlots = defineCallable({
 *     name: 'setClosedSlots',
 *     input: SetClosedSlotsInputSchema,          // zod: bad input → 'invalid-argument' + first French message
 *     auth: 'staff',                             // 'public' | 'staff' | 'client' | 'tablet' | ['master_admin', ...]
 *     handler: async (input, { caller, now }) => {
 *       assertRestaurantAccess(caller, input.restaurantId);   // → 'permission-denied' (French)
 *       await transact(async (tx) => { ... enqueueMail(tx, {...}) ... });
 *       return { ok: true };
 *     },
 *   });
 *
 * Then add `export { setClosedSlots } from './callables/<area>/set-closed-slots';` to src/index.ts.
 * Throw the domain's AppError (code + French userMessage) for business refusals: toHttpsError maps it.
 * Tests call the object directly: `await fn.run({ data, auth: { uid, token: { role, restaurantIds } } } as never)`.
 */
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { MESSAGES, isUnstorableTextIssue } from '@app/domain';
import { readEnv } from '../config/env';
import {
  readCaller,
  STAFF_ROLES,
  type Caller,
  type ClientCaller,
  type StaffCaller,
  type StaffRole,
  type TabletCaller,
} from './caller';
import { appCheckEnforcedFor } from './app-check';
import { FRAMEWORK_MESSAGES } from './messages';
import { boundFunction } from './request-bounds/bound-function';
import { consumeRateLimits, countAcceptedCalls, type RateCheck } from './rate-limit';
import { runtime } from './runtime';
import { toHttpsError } from './to-https-error';
import { isStaffTokenRevoked } from './token-revocation';

export type AuthRequirement = 'public' | 'staff' | 'client' | 'tablet' | readonly StaffRole[];

/** The caller type a handler receives for a given requirement. */
export type CallerFor<A extends AuthRequirement> = A extends 'public'
  ? Caller | null
  : A extends 'client'
    ? ClientCaller
    : A extends 'tablet'
      ? TabletCaller
      : StaffCaller;

export interface CallContext<A extends AuthRequirement> {
  caller: CallerFor<A>;
  /** runtime().now() read once at the start of the call, so one call sees one instant. */
  now: Date;
  /** The raw request, for the rare handler that needs headers (user agent). */
  request: CallableRequest<unknown>;
}

export interface CallableDefinition<S extends z.ZodType, A extends AuthRequirement, R> {
  name: string;
  input: S;
  auth: A;
  /**
   * The counters a call counts against (rate-limits.ts), checked after the input and before the handler, so a
   * refused call does no costly work and writes nothing. Every customer-facing callable has some.
   */
  limits?: (input: z.output<S>, context: CallContext<A>) => RateCheck[];
  /**
   * Sign-in, registration and booking (issue 37): where App Check is enforced, the call's token is consumed
   * (`consumeAppCheckToken`), so a captured request cannot be replayed; the apps send a limited-use token
   * (REPLAY_PROTECTED_CALLABLES of @app/data/functions-client).
   */
  replayProtected?: boolean;
  handler: (input: z.output<S>, context: CallContext<A>) => Promise<R>;
}

/**
 * French fallbacks for issues a schema did not word itself. In zod 4 a schema's own message wins over
 * this per-parse map, so the domain's catalogue messages are kept.
 */
function frenchIssueMessage(issue: { code?: string; input?: unknown }): string {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return FRAMEWORK_MESSAGES.requiredField;
  }
  return FRAMEWORK_MESSAGES.invalidInput;
}

/** Validates input; answers the first issue's French message, the field path in details. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  let parsed: z.ZodSafeParseResult<z.output<S>>;
  try {
    parsed = schema.safeParse(data ?? {}, { error: frenchIssueMessage });
  } catch (err) {
    // A check that throws on a malformed input (its bug, logged as one) refuses that input: never a 500.
    logger.error('input check threw', { err: String(err) });
    throw new HttpsError('invalid-argument', FRAMEWORK_MESSAGES.invalidInput);
  }
  if (parsed.success) return parsed.data;
  // A NUL or a lone surrogate is named first ('Données invalides', issue 55), then an over-long text, whatever
  // else is wrong: its field's own length message.
  const issues = parsed.error.issues;
  const first =
    issues.find(isUnstorableTextIssue) ??
    issues.find((i) => i.code === 'too_big' && i.origin === 'string') ??
    issues[0];
  throw new HttpsError('invalid-argument', first?.message ?? FRAMEWORK_MESSAGES.invalidInput, {
    field: first?.path.join('.') ?? '',
  });
}

/** Checks the requirement against the caller; 'unauthenticated' when nobody signed in, else 'permission-denied'. */
export function authorise<A extends AuthRequirement>(requirement: A, caller: Caller | null): CallerFor<A> {
  if (requirement === 'public') return caller as CallerFor<A>;
  if (!caller) throw new HttpsError('unauthenticated', FRAMEWORK_MESSAGES.unauthenticated);
  const roles: readonly string[] =
    requirement === 'client' || requirement === 'tablet'
      ? [requirement]
      : requirement === 'staff'
        ? STAFF_ROLES
        : (requirement as readonly StaffRole[]);
  if (!roles.includes(caller.role))
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
  return caller as CallerFor<A>;
}

/**
 * The caller of a request, once a staff token is checked against its revocation record (token-revocation.ts):
 * firebase-functions verifies the signature and expiry only, so an ID token issued before a change of role or
 * restaurants, or before the account's deletion, would otherwise keep its old claims for up to an hour. A
 * revoked token is 'unauthenticated' (sign in again); on a public callable it counts as nobody.
 */
export async function currentCaller(
  requirement: AuthRequirement,
  auth: CallableRequest<unknown>['auth'],
  now: Date,
): Promise<Caller | null> {
  const caller = readCaller(auth, now);
  if (caller?.kind !== 'staff' || !(await isStaffTokenRevoked(caller.uid, auth?.token ?? {}))) return caller;
  if (requirement === 'public') return null;
  throw new HttpsError('unauthenticated', MESSAGES.category.authentication);
}

/**
 * A callable with its declaration at hand: the input schema (the bad-input tests walk its text fields), its
 * rate limits for a given call, and whether App Check is enforced on it.
 */
export type DefinedCallable<R> = CallableFunction<unknown, Promise<R>> & {
  inputSchema: z.ZodType;
  auth: AuthRequirement;
  rateLimitsOf?: (input: unknown, context: CallContext<AuthRequirement>) => RateCheck[];
  appCheckEnforced: boolean;
  /** Whether the App Check token is consumed (replay protection; only where App Check is enforced). */
  appCheckConsumed: boolean;
};

/** Builds a v2 onCall function object in the configured region with validation, auth and error mapping. */
export function defineCallable<S extends z.ZodType, A extends AuthRequirement, R>(
  definition: CallableDefinition<S, A, R>,
): DefinedCallable<R> {
  const { FUNCTIONS_REGION } = readEnv();
  const enforceAppCheck = appCheckEnforcedFor(definition.auth);
  const consumeAppCheckToken = enforceAppCheck && definition.replayProtected === true;
  // Behind the request bounds (request-bounds/): a body too deep, too large or undecodable is answered 400
  // « Données invalides » before firebase-functions decodes it (issue 55).
  const fn = boundFunction(
    onCall(
      { region: FUNCTIONS_REGION, cors: true, enforceAppCheck, consumeAppCheckToken },
      async (request: CallableRequest<unknown>) => {
        try {
          const now = runtime().now();
          const caller = authorise(definition.auth, await currentCaller(definition.auth, request.auth, now));
          const input = parseInput(definition.input, request.data);
          const context = { caller, now, request };
          const checks = definition.limits?.(input, context) ?? [];
          await consumeRateLimits(checks, now);
          const result = await definition.handler(input, context);
          // Caps counted on acceptance: a refused or failing call never fills them.
          const accepted = checks.filter((check) => check.onAccept);
          if (accepted.length > 0)
            await countAcceptedCalls(accepted, now).catch((err: unknown) =>
              logger.warn('accepted call not counted', { name: definition.name, err: String(err) }),
            );
          return result;
        } catch (err) {
          throw toHttpsError(err, { name: definition.name });
        }
      },
    ),
  );
  return Object.assign(fn, {
    inputSchema: definition.input as z.ZodType,
    auth: definition.auth,
    rateLimitsOf: definition.limits as DefinedCallable<R>['rateLimitsOf'],
    appCheckEnforced: enforceAppCheck,
    appCheckConsumed: consumeAppCheckToken,
  });
}
