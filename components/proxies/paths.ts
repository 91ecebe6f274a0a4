import { proxiesElement } from '../../shared/contracts/proxies/element.ts';
import { supportElement } from '../../shared/contracts/support/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's links, from the area manifests (shared/contracts/<area>/element.ts). */
const { proxyList, proxyCreate, proxyPage, proxyReplace } = proxiesElement.routes;

export const listPath = (slug: string) => areaPath(proxyList, slug);
export const createPath = (slug: string) => areaPath(proxyCreate, slug);
export const proxyPath = (slug: string, proxyId: string) => areaPath(proxyPage, slug, { proxyId });
export const replacePath = (slug: string, proxyId: string) =>
  areaPath(proxyReplace, slug, { proxyId });
export const supportPath = (slug: string) => areaPath(supportElement.routes.support, slug);
