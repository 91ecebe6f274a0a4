/** Two proxy permissions as the profile lists them, for the tests of how they are shown. */
export const sign = {
  code: 'signForestAgreements',
  title: 'Signera skogsavtal',
  text: 'Får signera avtal om virkesaffärer och skogsvårdstjänster.',
};
export const liquidity = {
  code: 'chooseLiquidityRecipient',
  title: 'Välja likvidmottagare',
  text: 'Får välja vem som tar emot betalningen för virke och tjänster.',
};
