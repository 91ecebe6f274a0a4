/**
 * The named proxy rights (platform §3) and the Swedish title and text the change-profile
 * modal shows for each (profile proxies[].details).
 */
export const proxyRights = {
  chooseLiquidityRecipient: {
    title: 'Välja likvidmottagare',
    text: 'Får välja vem som tar emot betalningen för virke och tjänster.',
  },
  signForestAgreements: {
    title: 'Signera skogsavtal',
    text: 'Får signera avtal om virkesaffärer och skogsvårdstjänster.',
  },
} as const;
export type ProxyRight = keyof typeof proxyRights;

export function proxyRightDetails(rights: readonly string[]) {
  return rights
    .filter((code): code is ProxyRight => code in proxyRights)
    .map((code) => ({ code, ...proxyRights[code] }));
}
