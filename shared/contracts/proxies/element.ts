import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

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
