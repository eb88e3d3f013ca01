import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DocStore } from '@app/data';
import express from 'express';
import * as logger from 'firebase-functions/logger';
import { setRuntime, type Runtime } from '../lib/runtime';
import { systemClock } from '../lib/system-clock';
import { setAfterMailCommitHook } from '../lib/transact';
import { authGatewayRouter } from './auth/auth-gateway';
import {
  hostSessions,
  loadOrCreateSessionKey,
  signedSessionVerifier,
  type HostSessions,
} from './auth/host-sessions';
import { sessionGate } from './auth/session-gate';
import type { TokenVerifier } from './auth/token-verifier';
import { assertListenable, isLoopback } from './guards/loopback';
import { callableOriginGate, corsFor } from './cors';
import { loadOrCreateLinkSecret, prepareDataFolder } from './data-folder';
import { hostError, jsonErrorHandler } from './guards/error-handler';
import { hostHeaderCheck } from './guards/host-header';
import { newLocalToken, requireLocalToken } from './guards/local-token';
import { BlobStore } from './files/blob-store';
import { filesRouter } from './files/file-routes';
import { JobRunner } from './jobs/job-runner';
import { jobRunRoute } from './jobs/job-routes';
import { mountFunctions } from './mount-functions';
import { Mailbox, mailSinkOf } from './smtp/mailbox';
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
  /**
   * Turns a bearer token into a reader. With `sessions`, it is handed the emulator's token behind one the host
   * signed, and only such tokens reach it.
   */
  verify: TokenVerifier;
  /**
   * Sessions the host can verify (auth/host-sessions.ts): its key in the data folder, the Auth gateway browsers
   * sign in through, every callable, HTTP function, store read and live stream refusing a token the host did
   * not sign. `pnpm start` and the journeys run with it; tests of other parts may go without.
   */
  sessions?: { authEmulatorHost: string };
  /**
   * The address to listen on, 127.0.0.1 by default. Any other (a venue's network) is refused unless `sessions`
   * is on and the Auth emulator is on loopback, behind the host.
   */
  listenHost?: string;
  /** Run scheduled functions on their cron. */
  cron: boolean;
  /**
   * Scheduled functions run once as soon as the host serves (the spec's start-up completion, which catches up
   * the days the host was off). Defaults to {@link STARTUP_JOBS} when `cron` is on, none otherwise.
   */
  startupJobs?: string[];
  /** Called once everything is wired, before the first request is served (demo seed on first start). */
  beforeServe?: (host: { store: DocStore; now: () => Date; smsSink: SmsSinkStore }) => Promise<void>;
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
  /** The runtime's password hash cost ('test': cheap scrypt, for the journeys' host); production's when absent. */
  passwordHashCost?: Runtime['passwordHashCost'];
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
  /** The host's signed sessions, when on (tests sign custom tokens with it). */
  sessions?: HostSessions;
  /** Settles when the start-up runs are done (they never reject: a failure is logged by the runner). */
  startupRuns: Promise<void>;
  close(): Promise<void>;
}

/** The jobs the spec runs at start-up: the completion of past reservations (staff-operations §4). */
export const STARTUP_JOBS = ['autoCompleteReservations'];

/**
 * Starts the local host: the same function objects as in production, the store API for browsers, the SMTP sink,
 * files and scheduled jobs, all on 127.0.0.1. The HTTP port opens first and answers 503 until wiring is complete,
 * so a readiness probe on /health never sees a half-started host and never waits on an unanswered request.
 */
export async function startHost(options: HostOptions): Promise<HostHandle> {
  const listenHost = options.listenHost ?? '127.0.0.1';
  assertListenable(listenHost, options.sessions);
  const folder = await prepareDataFolder(options.dataDir);
  const sessions = options.sessions
    ? hostSessions(await loadOrCreateSessionKey(folder.sessionKeyFile))
    : undefined;
  const verify = sessions ? signedSessionVerifier(sessions, options.verify) : options.verify;
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
  await listen(server, options.port, listenHost);
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
    // The tests' and a developer's webhook receivers listen on 127.0.0.1 (webhooks/webhook-url.ts).
    webhookLoopback: true,
    ...(options.smtp ? {} : { mailSink: mailSinkOf(mailbox) }),
    ...(options.passwordHashCost ? { passwordHashCost: options.passwordHashCost } : {}),
    ...(sessions ? { signCustomToken: (token: string) => sessions.sign(token, 'custom') } : {}),
  });

  const appOrigins = [...Object.values(options.urls), ...(options.extraOrigins ?? [])];
  const mounted = mountFunctions(options.functions, { callableGate: callableOriginGate(appOrigins) });
  const jobs = new JobRunner(mounted.jobs, now);
  const drains = ['processMailOutbox', 'processSmsOutbox', 'processWebhookOutbox'].filter((name) =>
    mounted.jobs.has(name),
  );
  if (drains.length > 0) {
    // Mails leave right after the commit that queued them, and so do SMS and webhook events (the same hook).
    setAfterMailCommitHook(() => Promise.all(drains.map((name) => jobs.trigger(name))));
  }
  await options.beforeServe?.({ store, now, smsSink });

  const toolsOnly = requireLocalToken(localToken);
  const app = express();
  app.disable('x-powered-by');
  app.use(
    hostHeaderCheck(() => [port, ...(options.relayPorts ?? [])], isLoopback(listenHost) ? [] : [listenHost]),
  );
  if (sessions && options.sessions) {
    app.use(
      authGatewayRouter({
        sessions,
        emulatorHost: options.sessions.authEmulatorHost,
        origins: appOrigins,
      }),
    );
  }
  app.use(
    `/${options.projectId}/${options.region}`,
    ...(sessions ? [sessionGate(sessions, ['/api'])] : []),
    mounted.router,
  );
  // The public API at `/api/v1/…` too, as Hosting's rewrite serves it in production (issue 52).
  if (mounted.https.includes('api'))
    app.use((req, res, next) => (req.path.startsWith('/api/') ? mounted.router(req, res, next) : next()));
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
      verify,
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
      deliveryUrl: () => `${functionsBase}/smsDeliveryReport`,
      inboundSecret: () => smsInboundSecret,
      now,
    }),
  );
  app.post('/__jobs/:name', toolsOnly, jobRunRoute(jobs));
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
    ...(sessions ? { sessions } : {}),
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

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
