import { testAppPath } from '../bankid-test/app.ts';
import { runtimeSettingsSchema, type RuntimeSettings } from '../../shared/contracts/settings.ts';
import type { ContactFixture } from '../../shared/contracts/fixtures.ts';
import type { ServerConfig } from '../config.ts';

/** The runtime settings the host page inlines (platform §3), validated before serving. */
export function runtimeSettingsFor(config: ServerConfig, contact: ContactFixture): RuntimeSettings {
  const { product, identity } = config;
  return runtimeSettingsSchema.parse({
    logLevel: config.logLevel,
    product: {
      name: product.name,
      slug: product.slug,
      shortName: product.name,
      defaultTitle: `Mina sidor – ${product.name}`,
    },
    identity: {
      authority: identity.authority,
      clientId: identity.clientId,
      scope: identity.scope,
      passwordChangeAuthority: identity.passwordChangeAuthority,
      reauthenticationWindowSeconds: 86_400,
      // The local provider issues API tokens for the resource named (RFC 8707); an external
      // authority knows its API by the scope and may refuse the parameter (Entra does).
      extraQueryParams: {
        portal: 'true',
        idps: 'web',
        ...(identity.local ? { resource: identity.apiAudience } : {}),
      },
      uiLocales: 'sv',
    },
    apiBaseUrl: '/',
    links: {
      providerSite: `https://www.${product.slug}.example.se/`,
      applyForMembership: `https://www.${product.slug}.example.se/bli-medlem/`,
      cookieSettings: `https://www.${product.slug}.example.se/cookies/`,
    },
    contact,
    mapsAccessToken: '',
    signing: {
      testSigner: config.signing.testSigner,
      // The local BankID test server's app page plays the BankID app.
      ...(config.signing.provider === 'bankid' && !config.signing.bankid.url
        ? { testApp: `${config.publicUrl}${testAppPath}/` }
        : {}),
    },
  });
}
