/**
 * The element's own routes below the proxy list (platform §2): the list, 'ny' (create
 * modal), '{proxyId}/' (proxy page) and '{proxyId}/redigera' (replace modal). The host
 * renders the same content page for all of them; the element reads the rest of the path.
 */
export type ProxyView =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'proxy'; proxyId: string }
  | { kind: 'replace'; proxyId: string };

export const listPath = (slug: string) => `/medlem-i-${slug}/fullmakter/`;
export const createPath = (slug: string) => `${listPath(slug)}ny`;
export const proxyPath = (slug: string, proxyId: string) =>
  `${listPath(slug)}${encodeURIComponent(proxyId)}/`;
export const replacePath = (slug: string, proxyId: string) =>
  `${listPath(slug)}${encodeURIComponent(proxyId)}/redigera`;
export const supportPath = (slug: string) => `/medlem-i-${slug}/skogsagarsupport/`;

export function viewOf(pathname: string, slug: string): ProxyView {
  const base = listPath(slug);
  if (!pathname.startsWith(base)) return { kind: 'list' };
  const [first, second, ...rest] = pathname
    .slice(base.length)
    .split('/')
    .filter((segment) => segment !== '');
  if (first === undefined) return { kind: 'list' };
  if (first === 'ny' && second === undefined) return { kind: 'create' };
  const proxyId = decodeURIComponent(first);
  if (second === undefined) return { kind: 'proxy', proxyId };
  if (second === 'redigera' && rest.length === 0) return { kind: 'replace', proxyId };
  return { kind: 'proxy', proxyId };
}
