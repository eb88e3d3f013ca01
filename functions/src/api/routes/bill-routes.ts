import { HttpsError } from 'firebase-functions/v2/https';
import { MESSAGES, TillTicketInputSchema } from '@app/domain';
import { parseInput } from '../../lib/define-callable';
import { LightspeedOrderUpdateSchema, ticketFromLightspeed } from '../../till/lightspeed-k-series';
import { recordTillTicket } from '../../till/record-till-ticket';
import { apiKeyUid } from '../call-as-key';
import { bodyObject, type ApiRoute } from './route-context';

/** 201 when the bill was recorded (or held for a manager), 202 when the ticket waits for staff. */
const statusOf = (outcome: string) => (outcome === 'recorded' || outcome === 'held' ? 201 : 202);

export const billRoutes: ApiRoute[] = [
  {
    // « Ticket closed » in our own format (TillTicketInputSchema).
    method: 'POST',
    path: '/v1/bills',
    scope: 'bills:write',
    handle: async ({ key, req, now }) => {
      const ticket = parseInput(TillTicketInputSchema, bodyObject(req));
      const outcome = await recordTillTicket(key.restaurantId, ticket, {
        by: apiKeyUid(key.keyId),
        now,
        format: 'api',
      });
      return { status: statusOf(outcome.outcome), body: outcome };
    },
  },
  {
    // Lightspeed K-Series' order notification, pointed at this URL as the platform's `orderWebhookUrl`.
    method: 'POST',
    path: '/v1/bills/lightspeed-k-series',
    scope: 'bills:write',
    handle: async ({ key, req, now }) => {
      const update = parseInput(LightspeedOrderUpdateSchema, bodyObject(req));
      const mapped = ticketFromLightspeed(update);
      if (mapped === null) return { status: 202, body: { ignored: update.notificationType } };
      if (mapped === 'invalid') throw new HttpsError('invalid-argument', MESSAGES.generic.invalidInput);
      const ticket = parseInput(TillTicketInputSchema, mapped);
      const outcome = await recordTillTicket(key.restaurantId, ticket, {
        by: apiKeyUid(key.keyId),
        now,
        format: 'lightspeed-k-series',
      });
      return { status: statusOf(outcome.outcome), body: outcome };
    },
  },
];
