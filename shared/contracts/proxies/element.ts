import { requires } from '../../access/requirements.ts';
import { areaPath, defineAreaManifest, type AreaRoute } from '../../elements/manifest.ts';

const list = 'medlem-i-{slug}/fullmakter';

/** Fullmakter (platform §2, §6): the list, 'ny', '{proxyId}/' and '{proxyId}/redigera'. */
export const proxiesElement = defineAreaManifest({
  area: 'proxies',
  element: 'portal-proxies',
  routes: {
    proxyCreate: {
      path: `${list}/ny`,
      page: list,
      rule: { requirement: requires.readWrite('Service_Proxy') },
    },
    proxyReplace: {
      path: `${list}/:proxyId/redigera`,
      page: list,
      rule: { requirement: requires.readWrite('Service_Proxy') },
    },
    proxyPage: {
      path: `${list}/:proxyId`,
      page: list,
      rule: { requirement: requires.single('Service_Proxy_Read') },
    },
    proxyList: { path: list, rule: { requirement: requires.single('Service_Proxy_Read') } },
  },
});

/**
 * The receiver's registration pages (platform §6): the host's own anonymous pages
 * (host/pages/proxy-registration); the element links to the first in the registration link.
 */
export const proxyRegistrationRoutes = {
  proxyRegister: { path: 'medlem-i-{slug}/fullmakter/extern/:ticketId', anonymous: true },
  proxyRegisterCallback: {
    path: 'medlem-i-{slug}/fullmakter/extern/:ticketId/slutfor',
    anonymous: true,
  },
} as const satisfies Record<string, AreaRoute>;

/** The path of the receiver's registration page for a ticket. */
export const proxyRegistrationPath = (slug: string, ticketId: string) =>
  areaPath(proxyRegistrationRoutes.proxyRegister, slug, { ticketId });
