import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DocStore } from '@app/data';
import express from 'express';
import * as logger from 'firebase-functions/logger';
import { setRuntime, type Runtime } from '../lib/runtime';
import { systemClock } from '../lib/system-clock';
import { setAfterMailCommitHook } from '../lib/transact';
import type { TokenVerifier } from './auth/token-verifier';
import { callableOriginGate, corsFor } from './cors';
import { loadOrCreateLinkSecret, prepareDataFolder } from './data-folder';
import { hostError, jsonErrorHandler } from './guards/error-handler';
import { hostHeaderCheck } from './guards/host-header';
import { newLocalToken, requireLocalToken } from './guards/local-token';
import { BlobStore } from './files/blob-store';
import { filesRouter } from './files/file-routes';
import { JobRunner } from './jobs/job-runner';
import { mountFunctions } from './mount-functions';
import { Mailbox } from './smtp/mailbox';
import { mailboxRouter } from './smtp/mailbox-routes';
import { startSmtpSink } from './smtp/smtp-sink';
import { smsSinkRouter } from './sms/sms-sink-routes';
import { SmsSinkStore } from './sms/sms-sink-store';
import { sinkSmsSender } from '../sms/sink-sms-sender';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { ReadGate } from './store-api/read-gate';
import { storeApiRouter } from './store-api/store-routes';

export interface HostOptions {
  dataDir: string;
  /** 0 picks a free port (tests). */
  port: number;
  smtpPort: number;
  projectId: string;
  region: string;
  urls: Omit<Runtime['urls'], 'functions'>;
  extraOrigins?: string[];
  /** The exports of functions/src/index.ts (or a test module). */
  functions: Record<string, unknown>;
  /** Opens the server-side store; called once with `{dataDir}/store` and the functions' clock (server timestamps). */
  openStore: (dir: string, now: () => Date) => Promise<DocStore>;
  gate: ReadGate;
  verify: TokenVerifier;
  /** Run scheduled functions on their cron. */
  cron: boolean;
  /**
   * Scheduled functions run once as soon as the host serves (the spec's start-up completion, which catches up
   * the days the host was off). Defaults to {@link STARTUP_JOBS} when `cron` is on, none otherwise.
   */
  startupJobs?: string[];
  /** Called once everything is wired, before the first request is served (demo seed on first start). */
  beforeServe?: (host: { store: DocStore; now: () => Date }) => Promise<void>;
  heartbeatMs?: number;
  /** How often a live subscription re-checks its caller's token (and at the token's expiry); 60 s by default. */
  recheckMs?: number;
  /**
   * The secret `/mailbox` and `/__jobs/*` require (`x-local-token` header or `?token=`); a random one per start
   * when omitted. The start script passes its own so that it can print it and hand it to the browser journeys.
   */
  localToken?: string;
  /**
   * The SMTP server the functions send through; the host's own sink (`smtpPort`) when absent. A crash test gives
   * one of its own, which outlives the host it kills.
   */
  smtp?: Runtime['smtp'];
  /** Other ports the host is reached through (a test's TCP relay), accepted in the Host header. */
  relayPorts?: readonly number[];
  /**
   * The functions' clock, the machine's unless a test pins it: the runtime's `now`, the store's server timestamps,
   * the time of a job run without `?at=` and the date of a mail in the sink all read it.
   */
  now?: () => Date;
}

export interface HostHandle {
  url: string;
  functionsBase: string;
  smtpPort: number;
  store: DocStore;
  mailbox: Mailbox;
  /** The SMS sink's messages (`/sms`), kept under `{dataDir}/sms`. */
  smsSink: SmsSinkStore;
  jobs: JobRunner;
  /** The secret of `/mailbox` and `/__jobs/*` for this start. */
  localToken: string;
  /** Settles when the start-up runs are done (they never reject: a failure is logged by the runner). */
  startupRuns: Promise<void>;
  close(): Promise<void>;
}

/**
 * The `?at=` of `POST /__jobs/{name}`: the event's time for the run (ISO 8601 with a zone), undefined when absent,
 * null when it is not such a date.
 */
export function scheduleTimeOf(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The jobs whose run a journey may limit to one restaurant (`?restaurantId=`): those that read it. */
export const SCOPED_JOBS = ['processWaitlist'];

/**
 * The `?restaurantId=` of `POST /__jobs/{name}`: undefined when absent, null when it is not a restaurant id
 * (letters, digits, `-` and `_`, 128 at most) or the job does not read it.
 */
export function jobRestaurantOf(name: string, value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) return null;
  return SCOPED_JOBS.includes(name) ? value : null;
}

/** The jobs the spec runs at start-up: the completion of past reservations (staff-operations §4). */
export const STARTUP_JOBS = ['autoCompleteReservations'];

/**
 * Starts the local host: the same function objects as in production, the store API for browsers, the SMTP sink,
 * files and scheduled jobs, all on 127.0.0.1. The HTTP port opens first and answers 503 until wiring is complete,
 * so a readiness probe on /health never sees a half-started host and never waits on an unanswered request.
 */
export async function startHost(options: HostOptions): Promise<HostHandle> {
  const folder = await prepareDataFolder(options.dataDir);
  // Until the wiring is complete every request, a readiness probe included, gets a 503 rather than no answer.
  const wired: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server = createServer((req, res) => {
    if (wired.handle) {
      wired.handle(req, res);
      return;
    }
    res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
    res.end(
      JSON.stringify({ ok: false, error: { code: 'unavailable', message: 'Hôte en cours de démarrage' } }),
    );
  });
  await listen(server, options.port);
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const functionsBase = `${url}/${options.projectId}/${options.region}`;

  const now = options.now ?? systemClock;
  const mailbox = new Mailbox(folder.mail, now);
  await mailbox.init();
  const sink = await startSmtpSink({ port: options.smtpPort, mailbox });
  const store = await options.openStore(folder.store, now);
  const files = new BlobStore(folder.files, url);
  const smsSink = new SmsSinkStore(join(folder.root, 'sms'), now);
  await smsSink.init();
  const localToken = options.localToken ?? newLocalToken();
  const linkSecret = await loadOrCreateLinkSecret(folder.linkSecretFile);
  // The inbound webhook's key on this machine, kept with the link secret (a restart keeps the sink's signatures).
  const smsInboundSecret = createHmac('sha256', linkSecret).update('resto:sms-inbound:v1').digest('hex');
  setRuntime({
    store,
    now,
    urls: { ...options.urls, functions: functionsBase },
    linkSecret,
    sms: sinkSmsSender({ url, token: localToken }),
    smsInboundSecret,
    smtp: options.smtp ?? {
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      from: 'Réservations <reservations@resto.local>',
    },
    files,
  });

  const appOrigins = [...Object.values(options.urls), ...(options.extraOrigins ?? [])];
  const mounted = mountFunctions(options.functions, { callableGate: callableOriginGate(appOrigins) });
  const jobs = new JobRunner(mounted.jobs, now);
  const drains = ['processMailOutbox', 'processSmsOutbox'].filter((name) => mounted.jobs.has(name));
  if (drains.length > 0) {
    // Mails leave right after the commit that queued them, and so do SMS (the same hook, sms/sms-outbox.ts).
    setAfterMailCommitHook(() => Promise.all(drains.map((name) => jobs.trigger(name))));
  }
  await options.beforeServe?.({ store, now });

  const toolsOnly = requireLocalToken(localToken);
  const app = express();
  app.disable('x-powered-by');
  app.use(hostHeaderCheck(() => [port, ...(options.relayPorts ?? [])]));
  app.use(`/${options.projectId}/${options.region}`, mounted.router);
  app.use(corsFor(appOrigins));
  app.get('/health', (_req, res) => {
    res.json({ ok: true, callables: mounted.callables.length, jobs: jobs.names() });
  });
  app.use(
    '/store',
    express.json({ limit: '1mb' }),
    storeApiRouter({
      store,
      gate: options.gate,
      verify: options.verify,
      heartbeatMs: options.heartbeatMs,
      recheckMs: options.recheckMs,
      now,
    }),
  );
  app.use('/files', filesRouter(files));
  app.use('/mailbox', toolsOnly, mailboxRouter(mailbox));
  app.use(
    '/sms',
    toolsOnly,
    smsSinkRouter({
      sink: smsSink,
      inboundUrl: () => `${functionsBase}/smsInbound`,
      inboundSecret: () => smsInboundSecret,
      now,
    }),
  );
  app.post('/__jobs/:name', toolsOnly, async (req, res) => {
    const name = String(req.params.name);
    if (!jobs.names().includes(name)) {
      res.status(404).json(hostError(404, 'not-found', 'Tâche inconnue.'));
      return;
    }
    const at = scheduleTimeOf(req.query.at);
    if (at === null) {
      res
        .status(400)
        .json(hostError(400, 'invalid-argument', 'Date invalide : « at » attend une date ISO 8601.'));
      return;
    }
    const restaurantId = jobRestaurantOf(name, req.query.restaurantId);
    if (restaurantId === null) {
      res
        .status(400)
        .json(
          hostError(
            400,
            'invalid-argument',
            'Restaurant invalide : « restaurantId » ne vaut pas pour cette tâche.',
          ),
        );
      return;
    }
    try {
      await jobs.trigger(name, {
        ...(at ? { scheduleTime: at } : {}),
        ...(restaurantId ? { restaurantId } : {}),
      });
      res.json({ ok: true });
    } catch (err) {
      logger.error(`job ${name} failed`, err);
      res.status(500).json({ ok: false, ...hostError(500, 'internal', 'La tâche a échoué.') });
    }
  });
  app.use((_req, res) => {
    res.status(404).json(hostError(404, 'not-found', 'Route inconnue.'));
  });
  app.use(jsonErrorHandler);
  wired.handle = app;
  if (options.cron) jobs.start();
  // In the background: the host answers while a long catch-up runs; close() waits for it.
  const startupRuns = Promise.all(
    (options.startupJobs ?? (options.cron ? STARTUP_JOBS : []))
      .filter((name) => jobs.names().includes(name))
      .map((name) => jobs.trigger(name).catch(() => undefined)),
  ).then(() => undefined);
  logger.info(
    `local host on ${url}: ${mounted.callables.length} callables, ${mounted.https.length} HTTP, jobs ${jobs.names().join(', ')}`,
  );

  return {
    url,
    functionsBase,
    smtpPort: sink.port,
    store,
    mailbox,
    smsSink,
    jobs,
    localToken,
    startupRuns,
    async close() {
      setAfterMailCommitHook(undefined);
      await jobs.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sink.close();
      await store.close();
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
