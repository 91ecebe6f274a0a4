import { describe, expect, it } from 'vitest';
import type { MeasuredTimber } from '../../shared/contracts/ordered-services.ts';
import { timberCsv, timberCsvName } from './timberCsv.ts';

const measurement = {
  id: 'm1',
  assortment: 'Grantimmer',
  deliveryPlace: 'Vida; Vislanda',
  measuredOn: '2026-09-08',
  logOrderNumber: 'VO-1',
  accountingNumber: 'AR-1',
  quantityM3fub: 1.25,
  priceBasedQuantityM3fub: 1.2,
  grossQuantityM3fub: 1.3,
  finalMeasured: true,
  valueSek: 900.5,
  additionsSek: 27,
  deductionsSek: 0,
  wreckCauses: ['Röta', 'Krök'],
  logs: [
    { lengthCm: 490, diameterMm: 240 },
    { lengthCm: 430, diameterMm: 180 },
  ],
};
const timber: MeasuredTimber = {
  serviceOrderNumber: '3104512',
  subProject: '4711-0002',
  estate: 'Norrskogen 1:4',
  measurements: [measurement],
  totals: [],
  total: { quantityM3fub: 1.25, valueSek: 900.5, logCount: 2 },
};

describe('timberCsv', () => {
  const lines = timberCsv(timber).split('\r\n');

  it('starts with a byte-order mark and a Swedish header, semicolons between fields', () => {
    expect(lines[0]!.startsWith('\uFEFFSortiment;Leveransplats;Inmätt;')).toBe(true);
    expect(lines[0]!.endsWith(';Stock;Längd cm;Diameter mm')).toBe(true);
  });

  it('writes one row per log with decimal commas, quoting a field with a semicolon', () => {
    expect(lines[1]).toBe(
      'Grantimmer;"Vida; Vislanda";2026-09-08;VO-1;AR-1;1,25;1,2;1,3;Ja;900,5;27;0;Röta, Krök;1;490;240',
    );
    expect(lines[2]!.endsWith(';2;430;180')).toBe(true);
    expect(lines).toHaveLength(4); // header, two logs, the final empty line
  });

  it('names the file by the service order', () => {
    expect(timberCsvName('3104512')).toBe('inmatt-virke-3104512.csv');
  });
});
