import { unitSymbols } from '../../shared/format/units.ts';

/** The price-calculation element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'Priskalkyl',
  loading: 'Dina fastigheter hämtas…',
  retry: 'Försök igen',

  'estates.none':
    'Det finns ingen fastighet kopplad till dig hos oss. När du äger en skogsfastighet som är registrerad hos oss kan du räkna på virkespriser för den här.',
  'estate.label': 'Fastighet',
  'estate.choose': 'Välj fastighet',
  'estate.hint': 'Priserna räknas för den fastighet du väljer.',

  'inputs.heading': 'Förutsättningar',
  'inputs.intro':
    'Fastighetens egna värden är ifyllda. Ändra dem för att se hur priset påverkas; tabellen räknas om direkt.',
  'inputs.agreementForm': 'Avtalsform',
  'inputs.forestAccessibilityClass': 'Skogens tillgänglighetsklass',
  'inputs.roadAccessibilityClass': 'Vägens tillgänglighetsklass',
  'inputs.roadsideStorage': 'Avlägg',
  'inputs.volume': 'Volym',
  'inputs.volumeHint': 'Hela avverkningens volym, i hela kubikmeter.',
  'inputs.volumeUnit': 'Enhet',
  'inputs.reset': 'Återställ fastighetens värden',
  'class.1A': 'Året runt, även under tjällossningen',
  'class.1B': 'Året runt utom under tjällossningen',
  'class.2A': 'Endast på tjälad eller torr mark',
  'unit.m3fub': unitSymbols.m3fub,
  'unit.m3sk': unitSymbols.m3sk,

  'table.heading': 'Pris per sortiment för {estate}',
  'table.unit': `Kronor per ${unitSymbols.m3fub}, för en volym av {volume} ${unitSymbols.m3fub}.`,
  'table.priceList': 'Prislista: {list}, gäller från {from}.',
  'table.priceListTo': 'Prislista: {list}, gäller {from}–{to}.',
  'table.calculating': 'Priserna räknas om…',
  'table.updated': 'Priserna är uppdaterade.',
  'column.assortment': 'Sortiment',
  'column.total': 'Totalpris',
  'column.base': 'Genomsnittligt grundpris',
  'column.market': 'Marknadspremie',
  'column.nature': 'Naturvårdspremie',
  'column.certification': 'Certifieringspremie',
  'column.reload': 'Omlastningsavdrag',
  'column.accessibility': 'Tillgänglighetspremie',
  'column.volume': 'Volympremie',
  'column.agreement': 'Avtalspremie',
  'column.groundProtection': 'Markskyddsavgift',
  'column.dividend': 'Förväntad utdelning',
  'table.note':
    'Totalpriset är grundpriset plus premierna, minus omlastningsavdrag och markskyddsavgift. Förväntad utdelning ingår inte i totalpriset.',
} as const;
