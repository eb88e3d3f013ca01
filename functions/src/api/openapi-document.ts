import { z } from 'zod';
import {
  API_SCOPES,
  API_SCOPE_LABELS,
  StaffCreateReservationFieldsSchema,
  TillTicketInputSchema,
  UpdateReservationInputSchema,
} from '@app/domain';
import { LightspeedOrderUpdateSchema } from '../till/lightspeed-k-series';
import {
  ApiCustomerSchema,
  ApiErrorSchema,
  ApiReservationSchema,
  TillTicketOutcomeSchema,
} from './api-views';
import { AvailabilityQuerySchema } from './routes/availability-route';
import { CustomerPageQuerySchema } from './routes/customer-routes';
import { CancelReservationBodySchema, ReservationDayQuerySchema } from './routes/reservation-routes';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a request may send, or what it gets. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** The body of « Nouvelle réservation » without what the key decides (the venue) or staff alone may (force). */
export const CreateReservationBodySchema = StaffCreateReservationFieldsSchema.omit({
  restaurantId: true,
  force: true,
});
export const UpdateReservationBodySchema = UpdateReservationInputSchema.shape.changes;

/** Query parameters of a GET, one per property of its zod object. */
function queryParameters(schema: z.ZodObject): Json[] {
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
const errors = Object.fromEntries(
  [
    ['400', 'Données invalides (message en français, champ fautif)'],
    ['401', 'Clé absente, invalide ou révoquée'],
    ['403', 'La clé n’a pas l’autorisation de cette route'],
    ['404', 'Introuvable pour cet établissement'],
    ['409', 'Conflit (Idempotency-Key, état de la réservation)'],
    ['429', 'Trop de requêtes pour cette clé'],
  ].map(([code, description]) => [code, { description, ...json(ref('Error')) }]),
);
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Rejouer la même requête avec la même clé renvoie la même réponse sans rien réécrire (24 h).',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 128 } };

function operation(
  summary: string,
  scope: string,
  ok: { status: string; description: string; schema: Json },
  extra: Json = {},
): Json {
  return {
    summary,
    operationId: extra.operationId,
    security: [{ apiKey: [scope] }],
    ...extra,
    responses: { [ok.status]: { description: ok.description, ...json(ok.schema) }, ...errors },
  };
}

let cached: Json | undefined;

/**
 * The OpenAPI 3.1 document of `/api/v1`, generated from the zod schemas the routes validate with (the callables'
 * own) and answer with, so a partner generates its client rather than writing one. Built once per instance.
 */
export function openApiDocument(): Json {
  cached ??= {
    openapi: '3.1.0',
    info: {
      title: 'API Réservations & Fidélité',
      version: '1.0.0',
      description:
        'API REST d’un établissement : disponibilités, réservations, clients, additions de la caisse. ' +
        'Erreurs : `{ "error": { "code", "message" } }`, messages en français.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `Clé d’API de l’établissement (rfk_…). Autorisations : ${API_SCOPES.map(
            (s) => `${s} (${API_SCOPE_LABELS[s]})`,
          ).join(', ')}.`,
        },
      },
      schemas: {
        Reservation: jsonSchema(ApiReservationSchema, 'output'),
        Customer: jsonSchema(ApiCustomerSchema, 'output'),
        Error: jsonSchema(ApiErrorSchema, 'output'),
        TillTicketOutcome: jsonSchema(TillTicketOutcomeSchema, 'output'),
        CreateReservation: jsonSchema(CreateReservationBodySchema, 'input'),
        UpdateReservation: jsonSchema(UpdateReservationBodySchema, 'input'),
        CancelReservation: jsonSchema(CancelReservationBodySchema, 'input'),
        TillTicket: jsonSchema(TillTicketInputSchema, 'input'),
        LightspeedOrderUpdate: jsonSchema(LightspeedOrderUpdateSchema, 'input'),
      },
    },
    paths: {
      '/v1/availability': {
        get: operation(
          'Créneaux libres d’un jour',
          'availability:read',
          { status: '200', description: 'Les créneaux du jour', schema: { type: 'object' } },
          { operationId: 'getAvailability', parameters: queryParameters(AvailabilityQuerySchema) },
        ),
      },
      '/v1/reservations': {
        get: operation(
          'Réservations d’un jour',
          'reservations:read',
          {
            status: '200',
            description: 'Les réservations du jour, par heure',
            schema: {
              type: 'object',
              properties: {
                date: { type: 'string' },
                reservations: { type: 'array', items: ref('Reservation') },
              },
              required: ['date', 'reservations'],
            },
          },
          { operationId: 'listReservations', parameters: queryParameters(ReservationDayQuerySchema) },
        ),
        post: operation(
          'Créer une réservation (confirmée)',
          'reservations:write',
          { status: '201', description: 'La réservation créée', schema: ref('Reservation') },
          {
            operationId: 'createReservation',
            parameters: [idempotencyKey],
            requestBody: { required: true, ...json(ref('CreateReservation')) },
          },
        ),
      },
      '/v1/reservations/{id}': {
        get: operation(
          'Lire une réservation',
          'reservations:read',
          { status: '200', description: 'La réservation', schema: ref('Reservation') },
          { operationId: 'getReservation', parameters: [idParameter] },
        ),
        patch: operation(
          'Modifier une réservation',
          'reservations:write',
          { status: '200', description: 'La réservation modifiée', schema: ref('Reservation') },
          {
            operationId: 'updateReservation',
            parameters: [idParameter, idempotencyKey],
            requestBody: { required: true, ...json(ref('UpdateReservation')) },
          },
        ),
      },
      '/v1/reservations/{id}/cancel': {
        post: operation(
          'Annuler une réservation',
          'reservations:write',
          { status: '200', description: 'La réservation annulée', schema: ref('Reservation') },
          {
            operationId: 'cancelReservation',
            parameters: [idParameter, idempotencyKey],
            requestBody: { required: false, ...json(ref('CancelReservation')) },
          },
        ),
      },
      '/v1/customers': {
        get: operation(
          'Clients de l’établissement',
          'customers:read',
          {
            status: '200',
            description: 'Une page de clients',
            schema: {
              type: 'object',
              properties: {
                customers: { type: 'array', items: ref('Customer') },
                nextCursor: { type: ['string', 'null'] },
              },
              required: ['customers', 'nextCursor'],
            },
          },
          { operationId: 'listCustomers', parameters: queryParameters(CustomerPageQuerySchema) },
        ),
      },
      '/v1/bills': {
        post: operation(
          'Ticket de caisse clôturé',
          'bills:write',
          {
            status: '201',
            description: 'Addition enregistrée (202 : ticket à rattacher)',
            schema: ref('TillTicketOutcome'),
          },
          {
            operationId: 'postTillTicket',
            parameters: [idempotencyKey],
            requestBody: { required: true, ...json(ref('TillTicket')) },
          },
        ),
      },
      '/v1/bills/lightspeed-k-series': {
        post: operation(
          'Notification de commande Lightspeed K-Series (CLOSE)',
          'bills:write',
          {
            status: '201',
            description: 'Addition enregistrée (202 : ignorée ou à rattacher)',
            schema: ref('TillTicketOutcome'),
          },
          {
            operationId: 'postLightspeedOrderUpdate',
            requestBody: { required: true, ...json(ref('LightspeedOrderUpdate')) },
          },
        ),
      },
    },
  };
  return cached;
}
