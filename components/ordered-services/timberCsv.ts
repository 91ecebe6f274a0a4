import type { MeasuredTimber } from '../../shared/contracts/ordered-services.ts';

/**
 * The measured timber as CSV for a Swedish spreadsheet: semicolons between fields, decimal
 * commas, a byte-order mark so Excel reads UTF-8 (å, ä, ö), CRLF line ends. One row per log
 * (the log bill) with its measurement's values, so a sum per assortment is a pivot away.
 */
const header = [
  'Sortiment',
  'Leveransplats',
  'Inmätt',
  'Virkesordernummer',
  'Redovisningsnummer',
  'Kvantitet m3fub',
  'Prisgrundande kvantitet m3fub',
  'Bruttokvantitet m3fub',
  'Slutmätt',
  'Värde kr',
  'Tillägg kr',
  'Avdrag kr',
  'Vrakorsaker',
  'Stock',
  'Längd cm',
  'Diameter mm',
];

const number = (value: number) => String(value).replace('.', ',');

/** A field quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function timberCsv(timber: MeasuredTimber): string {
  const rows = [header];
  for (const m of timber.measurements) {
    const shared = [
      m.assortment,
      m.deliveryPlace,
      m.measuredOn,
      m.logOrderNumber,
      m.accountingNumber,
      number(m.quantityM3fub),
      number(m.priceBasedQuantityM3fub),
      number(m.grossQuantityM3fub),
      m.finalMeasured ? 'Ja' : 'Nej',
      number(m.valueSek),
      number(m.additionsSek),
      number(m.deductionsSek),
      m.wreckCauses.join(', '),
    ];
    m.logs.forEach((log, i) =>
      rows.push([...shared, String(i + 1), String(log.lengthCm), String(log.diameterMm)]),
    );
    if (m.logs.length === 0) rows.push([...shared, '', '', '']);
  }
  return `\uFEFF${rows.map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

export const timberCsvName = (serviceOrderNumber: string) =>
  `inmatt-virke-${serviceOrderNumber}.csv`;
