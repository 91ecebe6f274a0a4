import type { ProxyRightCode } from '../../shared/contracts/proxies.ts';
import type { ProxyRow } from './queries.ts';

/** The proxies area's kind of sign order (server/signing). */
export const proxySignKind = 'proxy';

const rightNames: Record<ProxyRightCode, string> = {
  signForestAgreements: 'signera skogsavtal',
  chooseLiquidityRecipient: 'välja likvidmottagare',
};

/** The terms the giver signs: hashed into the order, checked again at completion. */
export function proxySignData(proxy: ProxyRow) {
  return {
    kind: proxySignKind,
    proxyId: proxy.id,
    giverMemberId: proxy.giverMemberId,
    receiverNationalId: proxy.receiverNationalId,
    rights: [...proxy.rights].sort(),
    validTo: proxy.validTo,
    replacesProxyId: proxy.replacesProxyId,
  };
}

/** What the giver reads in the e-ID app (Swedish, plain text). */
export function proxySignText(giverName: string, proxy: ProxyRow): string {
  const receiver = proxy.receiverName
    ? `${proxy.receiverName} (${proxy.receiverNationalId})`
    : proxy.receiverNationalId;
  const rights = proxy.rights.map((r) => rightNames[r as ProxyRightCode] ?? r).join(' och ');
  const until = proxy.validTo ? `till och med ${proxy.validTo}` : 'tills vidare';
  return [
    `Jag, ${giverName}, ger ${receiver} fullmakt att ${rights} för min räkning.`,
    `Fullmakten gäller ${until}.`,
    ...(proxy.replacesProxyId ? ['Den ersätter min tidigare fullmakt till samma person.'] : []),
  ].join('\n');
}
