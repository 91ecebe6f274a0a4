import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { contentSystemCallbackPath } from '../shared/contracts/contentSystemSignIn.ts';
import type { ContentSourceSetting } from './content/open.ts';

/**
 * Server configuration from the environment, validated once at start. Everything the
 * browser needs is turned into the runtime settings (server/hostpage/settings.ts).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** The origin members reach the portal at; used for the issuer and redirect URIs. */
  PUBLIC_URL: z.string().url().optional(),
  /** postgres://... uses a PostgreSQL server; unset uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Seed the demo people at start (default on; set 0 in production). */
  SEED_DEMO_DATA: z.enum(['0', '1']).default('1'),
  /** An external OIDC authority; unset mounts the local identity provider at /idp. */
  OIDC_AUTHORITY: z.string().url().optional(),
  OIDC_PASSWORD_CHANGE_AUTHORITY: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('member-portal'),
  OIDC_SCOPE: z.string().default('openid profile offline_access'),
  /** Audience that access tokens for the member API carry. */
  API_AUDIENCE: z.string().optional(),
  /** JWKS the API verifies tokens with (default: the authority's discovery document). */
  API_JWKS_URL: z.string().url().optional(),
  IMPERSONATION_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  PRODUCT_NAME: z.string().default('Granskog'),
  PRODUCT_SLUG: z.string().default('granskog'),
  /** The cooperative's bankgiro members pay in to (the accounts' payment modal). */
  ACCOUNTS_BANKGIRO: z.string().default('5050-1055'),
  /**
   * Seconds from a signed withdrawal to its booking in the ledger (the payment run); the bank
   * pays it within 1-2 bank days. Short in the demo, so a member sees both steps.
   */
  ACCOUNTS_BOOKING_DELAY_SECONDS: z.coerce.number().int().min(0).default(60),
  CONTENT_DIR: z.string().default('content-fixtures'),
  /**
   * Where content comes from: the folder CONTENT_DIR, or the editors' content system at
   * CMS_URL, read with CMS_PORTAL_KEY (server/content/open.ts).
   */
  CONTENT_SOURCE: z.enum(['files', 'cms']).default('files'),
  CMS_URL: z.string().url().optional(),
  CMS_PORTAL_KEY: z.string().min(16).optional(),
  /**
   * The content system's client secret at the local identity provider: with CMS_URL set,
   * the confidential client `content-system` is registered and staff with a content role
   * sign in to the content system (server/identity/README.md). Unset: no such client.
   */
  CMS_OIDC_CLIENT_SECRET: z.string().min(32).optional(),
  DIST_DIR: z.string().default('dist'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'none']).default('info'),
  /** Tile URL template for /map/proxy/tiles/ ({layer} {z} {y} {x}, optional {key}); unset draws the offline basemap. */
  MAP_TILES_UPSTREAM: z.string().url().optional(),
  MAP_TILES_KEY: z.string().optional(),
  MAP_TILES_AUTH: z.enum(['bearer', 'basic']).default('bearer'),
  MAP_TILES_CACHE_TILES: z.coerce.number().int().min(0).default(2000),
  // The tree-height and soil-moisture maps' services; unset draws the demo rasters.
  MAP_TREE_HEIGHT_UPSTREAM: z.string().url().optional(),
  MAP_TREE_HEIGHT_KEY: z.string().optional(),
  MAP_SOIL_MOISTURE_UPSTREAM: z.string().url().optional(),
  MAP_SOIL_MOISTURE_KEY: z.string().optional(),
  /**
   * E-ID signing (server/signing): 'bankid' is BankID's RP API v6 (BANKID_* below; without
   * BANKID_URL the local BankID test server); 'test' is the local test signer (the member
   * confirms with their own personal number, no app); 'none' refuses to sign. Default with
   * the local identity provider: 'bankid' for the started server (npm start, end-to-end
   * tests), 'test' for a server built in a test; 'none' with an external authority.
   */
  SIGNING_PROVIDER: z.enum(['bankid', 'test', 'none']).optional(),
  /**
   * BankID's RP API up to /rp/v6.0 (production https://appapi2.bankid.com/rp/v6.0, BankID's
   * test environment https://appapi2.test.bankid.com/rp/v6.0). Unset: the local BankID test
   * server (server/bankid-test), started with the portal.
   */
  BANKID_URL: z.string().url().optional(),
  /** The relying party's certificate: a PKCS#12 file, or a PEM certificate and key. */
  BANKID_PFX: z.string().optional(),
  BANKID_CERT: z.string().optional(),
  BANKID_KEY: z.string().optional(),
  /** The passphrase of BANKID_PFX (or of BANKID_KEY). Never logged. */
  BANKID_PASSPHRASE: z.string().optional(),
  /** BankID's CA (PEM file): the only one trusted for BankID's server certificate. */
  BANKID_CA: z.string().optional(),
  /**
   * E-mail (issue 33): the SMTP server messages are sent through, smtp://user:password@host:587
   * or smtps://…:465, and the From header. Unset: the local SMTP catcher with npm start.
   */
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('Granskog <noreply@granskog.example>'),
  /** SMS: the gateway's send endpoint (POST JSON, server/messaging/transports.ts) and key. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  SMS_SENDER: z.string().max(11).default('Granskog'),
  /**
   * Start the local stand-ins (SMTP catcher, fake SMS gateway) for the transports whose URL is
   * unset. Default: on for the started server with the local identity provider (npm start,
   * end-to-end tests), off for a server built in a test and with an external authority.
   */
  LOCAL_MESSAGING: z.enum(['0', '1']).optional(),
  /** Run the background job worker in this process (default on; see server/jobs/README.md). */
  JOBS_WORKER: z.enum(['0', '1']).default('1'),
  /**
   * Addresses (or CIDR ranges) of the reverse proxies in front of the portal, comma
   * separated. Only requests from these may set X-Forwarded-For/-Proto/-Host; empty (the
   * default) trusts no forwarded header, so a client cannot choose its own address.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrRange), {
      message: 'a comma-separated list of IP addresses or CIDR ranges, e.g. 10.0.0.0/8,::1',
    }),
  /** Seconds of cheap scrypt cost for the demo seed (tests only). */
  FAST_DEMO_HASHES: z.enum(['0', '1']).default('0'),
});

function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export type ServerConfig = ReturnType<typeof loadConfig>;

/** CONTENT_SOURCE with what it needs; `cms` without CMS_URL and CMS_PORTAL_KEY stops the start. */
function contentSourceOf(e: z.infer<typeof envSchema>): ContentSourceSetting {
  if (e.CONTENT_SOURCE === 'files') return { kind: 'files', dir: path.resolve(e.CONTENT_DIR) };
  if (!e.CMS_URL || !e.CMS_PORTAL_KEY)
    throw new Error('Invalid environment:\n  CONTENT_SOURCE=cms needs CMS_URL and CMS_PORTAL_KEY');
  // Snapshot folders are files even when the database is in memory (tests).
  const dataDir = e.DATA_DIR.startsWith('memory://')
    ? path.join(tmpdir(), 'portal-content')
    : path.resolve(e.DATA_DIR);
  return { kind: 'cms', cms: { url: e.CMS_URL, key: e.CMS_PORTAL_KEY }, dataDir };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** The started server (server/main.ts) signs with BankID by default; a test's app with the test signer. */
  defaults: { localSigningProvider?: 'bankid' | 'test'; localMessaging?: boolean } = {},
) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_KEY)
    throw new Error('Invalid environment:\n  SMS_GATEWAY_URL needs SMS_GATEWAY_KEY');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const localIdentity = !e.OIDC_AUTHORITY;
  const authority = e.OIDC_AUTHORITY ?? `${publicUrl}/idp`;
  const signingProvider =
    e.SIGNING_PROVIDER ?? (localIdentity ? (defaults.localSigningProvider ?? 'test') : 'none');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    /** Served over HTTPS (PUBLIC_URL is https): answers carry Strict-Transport-Security. */
    https: publicUrl.startsWith('https:'),
    /** Peers whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); empty: none. */
    trustedProxies: e.TRUSTED_PROXIES,
    databaseUrl: e.DATABASE_URL,
    /** 'memory://' keeps the embedded database in memory (tests). */
    dataDir: e.DATA_DIR.startsWith('memory://') ? 'memory://' : path.resolve(e.DATA_DIR),
    seedDemoData: e.SEED_DEMO_DATA === '1',
    fastDemoHashes: e.FAST_DEMO_HASHES === '1',
    jobsWorker: e.JOBS_WORKER === '1',
    identity: {
      /** True when this server hosts the local identity provider at /idp. */
      local: localIdentity,
      authority,
      passwordChangeAuthority:
        e.OIDC_PASSWORD_CHANGE_AUTHORITY ??
        (localIdentity ? `${publicUrl}/idp-password-change` : authority),
      clientId: e.OIDC_CLIENT_ID,
      scope: e.OIDC_SCOPE,
      apiAudience: e.API_AUDIENCE ?? `${publicUrl}/api`,
      jwksUrl: e.API_JWKS_URL,
      impersonationTtlSeconds: e.IMPERSONATION_TTL_SECONDS,
      /** The content system's client (CMS_URL and CMS_OIDC_CLIENT_SECRET), else none. */
      contentSystem:
        e.CMS_URL && e.CMS_OIDC_CLIENT_SECRET
          ? {
              redirectUri: `${e.CMS_URL.replace(/\/$/, '')}${contentSystemCallbackPath}`,
              clientSecret: e.CMS_OIDC_CLIENT_SECRET,
            }
          : undefined,
    },
    product: { name: e.PRODUCT_NAME, slug: e.PRODUCT_SLUG },
    accounts: {
      bankgiro: e.ACCOUNTS_BANKGIRO,
      bookingDelayMs: e.ACCOUNTS_BOOKING_DELAY_SECONDS * 1000,
    },
    signing: {
      provider: signingProvider,
      /** The local test signer takes the orders (and the view shows its confirm field). */
      testSigner: signingProvider === 'test',
      /** BankID's settings (SIGNING_PROVIDER=bankid); url unset: the local test server. */
      bankid: {
        url: e.BANKID_URL,
        pfx: e.BANKID_PFX,
        cert: e.BANKID_CERT,
        key: e.BANKID_KEY,
        passphrase: e.BANKID_PASSPHRASE,
        ca: e.BANKID_CA,
      },
    },
    /** E-mail and SMS transports (server/messaging). */
    messaging: {
      smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
      sms: { url: e.SMS_GATEWAY_URL, key: e.SMS_GATEWAY_KEY, sender: e.SMS_SENDER },
      localStandIns:
        e.LOCAL_MESSAGING === undefined
          ? localIdentity && (defaults.localMessaging ?? false)
          : e.LOCAL_MESSAGING === '1',
    },
    mapTiles: {
      upstream: e.MAP_TILES_UPSTREAM
        ? { urlTemplate: e.MAP_TILES_UPSTREAM, apiKey: e.MAP_TILES_KEY, auth: e.MAP_TILES_AUTH }
        : undefined,
      cacheTiles: e.MAP_TILES_CACHE_TILES,
      rasterUpstreams: {
        ...(e.MAP_TREE_HEIGHT_UPSTREAM && {
          tradhojd: { urlTemplate: e.MAP_TREE_HEIGHT_UPSTREAM, apiKey: e.MAP_TREE_HEIGHT_KEY },
        }),
        ...(e.MAP_SOIL_MOISTURE_UPSTREAM && {
          markfuktighet: {
            urlTemplate: e.MAP_SOIL_MOISTURE_UPSTREAM,
            apiKey: e.MAP_SOIL_MOISTURE_KEY,
          },
        }),
      },
    },
    content: contentSourceOf(e),
    distDir: path.resolve(e.DIST_DIR),
    logLevel: e.LOG_LEVEL,
  };
}
