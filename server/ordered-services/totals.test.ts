import { describe, expect, it } from 'vitest';
import { totalsOf } from './totals.ts';

const log = { lengthCm: 490, diameterMm: 240 };

describe('totalsOf', () => {
  it('sums per assortment in first-seen order and over all, to hundredths', () => {
    const result = totalsOf([
      { assortment: 'Grantimmer', quantityM3fub: 10.1, valueSek: 6000.55, logs: [log, log] },
      { assortment: 'Barrmassaved', quantityM3fub: 0.2, valueSek: 60, logs: [log] },
      { assortment: 'Grantimmer', quantityM3fub: 0.2, valueSek: 120.1, logs: [log] },
    ]);
    expect(result.totals).toEqual([
      { assortment: 'Grantimmer', quantityM3fub: 10.3, valueSek: 6120.65, logCount: 3 },
      { assortment: 'Barrmassaved', quantityM3fub: 0.2, valueSek: 60, logCount: 1 },
    ]);
    expect(result.total).toEqual({ quantityM3fub: 10.5, valueSek: 6180.65, logCount: 4 });
  });

  it('answers zeros for no measurements', () => {
    expect(totalsOf([])).toEqual({
      totals: [],
      total: { quantityM3fub: 0, valueSek: 0, logCount: 0 },
    });
  });
});
