/**
 * The economic development chart's texts (ICU MessageFormat, Swedish): the series, units
 * and the chart's names, shared by the economic-development page and the economics overview.
 */
export const sv = {
  chartLoading: 'Diagrammet laddas…',
  // economy-membership §8, word for word.
  failed: 'Kunde inte läsa in diagrammet. Vänligen ladda om sidan.',

  'unit.thousand': 'tkr',
  'unit.million': 'mnkr',
  'unit.thousand.long': 'tusental kronor',
  'unit.million.long': 'miljoner kronor',
  volumeUnit: 'm3fub',

  'series.year': 'År',
  'series.timberVolume': 'Virkesvolym',
  'series.salesOre': 'Försäljning',
  'series.profitSharingOre': 'Vinstdelning',
  'series.dividendOnSalesOre': 'Utdelning på försäljning',
  'series.dividendOnStakesOre': 'Utdelning på insatser',
  'series.stakeIssueEmissionOre': 'Insatsemission',
  'series.totalOre': 'Totalt',

  chartName: 'Ekonomisk utveckling per år',
  chartDescription:
    'Staplar per år: beloppen staplade i {unit}, totalen ovanför stapeln, och virkesvolymen i m3fub under. Gå mellan åren med piltangenterna. Samma siffror finns som tabell.',
  moneyAxis: 'Belopp, {unit}',
  volumeAxis: 'Virkesvolym, m3fub',
  legend: 'Förklaring',
  yearSummary:
    '{year}: totalt {total}. Försäljning {sales}, vinstdelning {sharing}, utdelning på försäljning {onSales}, utdelning på insatser {onStakes}, insatsemission {emission}. Virkesvolym {volume}.',
} as const;
