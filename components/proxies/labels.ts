import type { Proxy, ProxyRightCode, ProxyStatus } from '../../shared/contracts/proxies.ts';
import { formatDate } from '../../shared/format/format.ts';
import { t } from './t.ts';

export const statusLabel = (status: ProxyStatus) => t(`status.${status}`);
export const rightLabel = (right: ProxyRightCode) => t(`right.${right}`);
export const rightText = (right: ProxyRightCode) => t(`right.${right}.text`);
export const rightsLabel = (rights: readonly ProxyRightCode[]) => rights.map(rightLabel).join(', ');

/** "Tills vidare" when empty (platform §3). */
export const validToLabel = (validTo: string | null) =>
  validTo ? formatDate(validTo) : t('field.untilFurtherNotice');

/** The other party, as the caller sees the proxy. */
export function counterpartName(proxy: Proxy): string {
  if (proxy.direction === 'received') return proxy.giver.name;
  return proxy.receiver.name ?? proxy.receiver.nationalId;
}
