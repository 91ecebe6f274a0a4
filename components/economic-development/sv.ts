/** The economic-development element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  loading: 'Din ekonomiska utveckling hämtas…',
  chartLoading: 'Diagrammet laddas…',
  // economy-membership §8, word for word.
  failed: 'Kunde inte läsa in diagrammet. Vänligen ladda om sidan.',
  empty:
    'Det finns ingen ekonomisk utveckling att visa ännu. När du har levererat virke eller fått utdelning visas dina siffror per år här.',

  view: 'Visa som',
  'view.chart': 'Diagram',
  'view.table': 'Tabell',
  download: 'Ladda ner som CSV',
  fileName: 'ekonomisk-utveckling.csv',

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

  tableName: 'Ekonomisk utveckling per år, belopp i {unit}',
  chartName: 'Ekonomisk utveckling per år',
  chartDescription:
    'Staplar per år: beloppen staplade i {unit}, totalen ovanför stapeln, och virkesvolymen i m3fub under. Gå mellan åren med piltangenterna. Samma siffror finns som tabell.',
  moneyAxis: 'Belopp, {unit}',
  volumeAxis: 'Virkesvolym, m3fub',
  legend: 'Förklaring',
  yearSummary:
    '{year}: totalt {total}. Försäljning {sales}, vinstdelning {sharing}, utdelning på försäljning {onSales}, utdelning på insatser {onStakes}, insatsemission {emission}. Virkesvolym {volume}.',
} as const;
