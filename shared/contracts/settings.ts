import { z } from 'zod/mini';

export const logLevels = ['debug', 'info', 'warn', 'error', 'none'] as const;

/**
 * Runtime settings (platform §3): inlined by the host page as JSON, parsed by the host
 * before anything else runs. Nothing here may assume the local identity provider: any OIDC
 * authority (Entra External ID, Azure AD B2C, a BankID broker) is configured the same way.
 */
export const runtimeSettingsSchema = z.object({
  logLevel: z.enum(logLevels),
  product: z.object({
    /** The cooperative's name, `{product}` in role names ("Granskog"). */
    name: z.string(),
    /** The slug used in routes (`/medlem-i-granskog/`). */
    slug: z.string(),
    /** Short name used in page titles: "{shortName} – {route title}" (platform §2). */
    shortName: z.string(),
    /** The Swedish default page title of the start page. */
    defaultTitle: z.string(),
  }),
  identity: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    /** Separate authority for the password-change flow (platform §7). */
    passwordChangeAuthority: z.string(),
    /** Silent sign-in is tried when the last authentication is newer than this. */
    reauthenticationWindowSeconds: z.number(),
    extraQueryParams: z.record(z.string(), z.string()),
    uiLocales: z.string(),
  }),
  /** Base URL of the member API, ending with '/'. */
  apiBaseUrl: z.string(),
  links: z.object({
    providerSite: z.string(),
    applyForMembership: z.string(),
    cookieSettings: z.string(),
  }),
  /** From the content's contact.json (one source: sidebar, footer, support page). */
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    url: z.string(),
    /** As read after "öppet": 'vardagar 09.00–16.00'. */
    hours: z.string(),
  }),
  mapsAccessToken: z.string(),
  /**
   * E-ID signing (server/signing): testSigner shows the local test signer's confirm field;
   * testApp is the local BankID test server's app page (only beside it), which the
   * same-device link then opens instead of the BankID app.
   */
  signing: z.optional(z.object({ testSigner: z.boolean(), testApp: z.optional(z.string()) })),
});
export type RuntimeSettings = z.infer<typeof runtimeSettingsSchema>;

/** The id of the `<script type="application/json">` element holding the settings. */
export const runtimeSettingsElementId = 'runtime-settings';
