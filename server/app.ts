import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { openDatabase, databaseIsHealthy, type Database } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';
import type { ServerConfig } from './config.ts';
import { openContent } from './content/open.ts';
import { registerContentPreview } from './content/preview.ts';
import { apiAuth } from './api/auth.ts';
import { answerHeaders, clientErrorHandler, errorHandler } from './http/answers.ts';
import { staticFiles } from './http/static.ts';
import { trustedProxies } from './http/trustedProxies.ts';
import { componentHostRoutes } from './components/routes.ts';
import { serverAreas } from './areas.ts';
import { portalSigning, signingRoutes } from './signing/index.ts';
import { openBankId } from './signing/bankid/index.ts';
import { openMessaging, provideTransports } from './messaging/index.ts';
import { mapTileRoutes } from './map/tiles/routes.ts';
import { firstCallsOf } from './hostpage/pageHint.ts';
import { hostPageRoutes } from './hostpage/routes.ts';
import { registerLocalIdentity } from './identity/index.ts';
import { portalJobs } from './jobs/kinds.ts';
import { startWorker, type Worker } from './jobs/worker.ts';
import { staffTaskKindsOf } from './staff-desk/registry.ts';
import { staffDeskRoutes } from './staff-desk/routes.ts';

export interface App {
  app: FastifyInstance;
  database: Database;
}

/**
 * Builds the whole portal server: identity provider (local only), member and content API,
 * component host, static files and the host page. Stateless: all state is in the database:
 * the configured one, or `opened` (already migrated and seeded: a test's own database),
 * which the app then closes with itself.
 */
export async function buildApp(config: ServerConfig, opened?: Database): Promise<App> {
  const database = opened ?? (await openConfiguredDatabase(config));
  const { db } = database;

  const app = Fastify({
    logger:
      config.logLevel === 'none'
        ? false
        : { level: config.logLevel === 'debug' ? 'debug' : config.logLevel },
    // X-Forwarded-For is believed only from TRUSTED_PROXIES (none by default).
    trustProxy: trustedProxies(config.trustedProxies).fastifyOption,
    // 431 (headers too large) and other parser errors as problem+json, not Fastify's JSON.
    clientErrorHandler: (error, socket) => clientErrorHandler(error, socket, config.https),
  });
  app.addHook('onClose', () => database.close());
  if (config.jobsWorker) {
    let worker: Worker | undefined;
    app.addHook('onReady', async () => {
      worker = startWorker({ db, ...portalJobs(serverAreas), logger: app.log });
    });
    // onClose hooks run last-added first: the running job finishes before the database closes.
    app.addHook('onClose', async () => worker?.stop());
  }

  // Every error is problem+json with the catalogue's type; every answer carries nosniff,
  // HSTS over HTTPS, WWW-Authenticate on 401 and Retry-After on 429 (server/http/answers.ts).
  app.setErrorHandler(errorHandler);
  answerHeaders(app, { https: config.https });

  // BankID (SIGNING_PROVIDER=bankid): its client, and the local test server with its app
  // page when no BANKID_URL is set. Bad settings stop the start (BankIdSettingsError).
  const bankId =
    config.signing.provider === 'bankid'
      ? await openBankId(config.signing.bankid, {
          dataDir: config.dataDir,
          log: (line) => app.log.warn(line),
        })
      : null;
  if (bankId) {
    app.addHook('onClose', () => bankId.close());
    if (bankId.testServer) {
      await app.register(bankId.testServer.appRoutes);
      app.log.info(`BankID-testserver / BankID test server: ${bankId.testServer.url}`);
    }
  }

  // E-mail and SMS: SMTP and the SMS gateway as configured, or their local stand-ins (npm
  // start, end-to-end tests); the outbox job sends through them (server/messaging).
  const messaging = await openMessaging(config.messaging);
  provideTransports(messaging.transports);
  app.addHook('onClose', () => messaging.close());
  for (const channel of ['email', 'sms'] as const)
    if (!messaging.transports[channel])
      app.log.warn(
        channel === 'email'
          ? 'Ingen e-posttjänst (SMTP_URL): e-post sparas bara i utkorgen. / No SMTP_URL: e-mail is only kept in the outbox.'
          : 'Ingen sms-tjänst (SMS_GATEWAY_URL): sms sparas bara i utkorgen. / No SMS_GATEWAY_URL: SMS is only kept in the outbox.',
      );
  for (const standIn of messaging.standIns)
    app.log.info(
      `Lokal ${standIn.channel === 'sms' ? 'sms-gateway' : 'e-postfångare'} / local ${standIn.channel === 'sms' ? 'SMS gateway' : 'mail catcher'}: ${standIn.url}`,
    );

  const identity = config.identity.local
    ? await registerLocalIdentity(app, { db, config, bankId: bankId?.client ?? null })
    : null;

  await app.register(apiAuth, {
    db,
    notifications: database.notifications,
    issuer: config.identity.authority,
    audience: config.identity.apiAudience,
    keys: identity
      ? { jwks: () => identity.jwks() }
      : { jwksUrl: config.identity.jwksUrl ?? (await discoverJwksUrl(config.identity.authority)) },
  });

  app.get('/healthz', async (_request, reply) => {
    const healthy = await databaseIsHealthy(db);
    return reply
      .code(healthy ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: healthy ? 'ok' : 'unavailable',
        database: database.kind,
      });
  });

  // Built assets are sent as the build's brotli/gzip copies; registered before compression,
  // whose hook applies only to routes added after it, so they are never compressed twice.
  await app.register(staticFiles, { distDir: config.distDir });
  // JSON (problem+json included) and HTML answers from 1 KiB on, br or gzip by the request's
  // Accept-Encoding, with Vary (brotli at the plugin's quality 4: 11 costs far more CPU than
  // it saves). Request bodies are never inflated: no client of ours sends them compressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  const content = await openContent(app, db, config.content);
  // Development: edit content-fixtures/ and see it at once; a broken edit keeps the last good.
  if (config.env === 'development') content.watch(app.log);
  app.addHook('onClose', () => content.close());
  // With the content system, an editor's preview shows its drafts (content/preview.ts).
  const getContent =
    config.content.kind === 'cms'
      ? registerContentPreview(app, {
          cms: config.content.cms,
          dataDir: config.content.dataDir,
          published: content.get,
          publicUrl: config.publicUrl,
        })
      : content.get;
  // One signing service per app: the signing view's routes and every area's sign kinds.
  const { signing, testSigner } = portalSigning(db, {
    testSigner: config.signing.testSigner,
    publicUrl: config.publicUrl,
    bankId: bankId?.client ?? null,
  });
  for (const area of serverAreas) {
    if (area.routes) {
      await app.register(area.routes, {
        db,
        content: getContent,
        productName: config.product.name,
        productSlug: config.product.slug,
        signing,
        config,
      });
    }
  }
  await app.register(staffDeskRoutes, { db, config, kinds: staffTaskKindsOf(serverAreas) });
  await app.register(signingRoutes, {
    db,
    signing,
    testSigner,
    devMailbox: Boolean(testSigner ?? bankId?.testServer),
    standIns: messaging.standIns,
    schedules: portalJobs(serverAreas).schedules,
  });
  await app.register(mapTileRoutes, {
    ...(config.mapTiles.upstream ? { upstream: config.mapTiles.upstream } : {}),
    rasterUpstreams: config.mapTiles.rasterUpstreams,
    cache: { maxTiles: config.mapTiles.cacheTiles },
  });
  await app.register(componentHostRoutes, { distDir: config.distDir });
  await app.register(hostPageRoutes, {
    config,
    content: getContent,
    firstCalls: firstCallsOf(serverAreas.flatMap((area) => area.tables)),
  });

  return { app, database };
}

async function discoverJwksUrl(authority: string): Promise<string> {
  const response = await fetch(`${authority.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Cannot read the OIDC discovery document of ${authority}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`The discovery document of ${authority} names no jwks_uri`);
  return jwksUri;
}

async function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl
      ? undefined
      : config.dataDir === 'memory://'
        ? 'memory://'
        : `${config.dataDir}/pglite`,
  });
  if (config.seedDemoData) {
    await seedDemoData(database.db, {
      productSlug: config.product.slug,
      fastHashes: config.fastDemoHashes,
      areas: serverAreas,
    });
  }
  return database;
}
