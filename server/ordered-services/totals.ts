import type {
  AssortmentTotal,
  MeasuredTimber,
  Measurement,
} from '../../shared/contracts/ordered-services.ts';

/** Sums of m³fub and kronor, kept to hundredths so float noise never shows. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Totals per assortment (in the order each first appears) and over all measurements. */
export function totalsOf(
  measurements: Pick<Measurement, 'assortment' | 'quantityM3fub' | 'valueSek' | 'logs'>[],
): Pick<MeasuredTimber, 'totals' | 'total'> {
  const byAssortment = new Map<string, AssortmentTotal>();
  for (const m of measurements) {
    const sum = byAssortment.get(m.assortment) ?? {
      assortment: m.assortment,
      quantityM3fub: 0,
      valueSek: 0,
      logCount: 0,
    };
    sum.quantityM3fub = round2(sum.quantityM3fub + m.quantityM3fub);
    sum.valueSek = round2(sum.valueSek + m.valueSek);
    sum.logCount += m.logs.length;
    byAssortment.set(m.assortment, sum);
  }
  const totals = [...byAssortment.values()];
  return {
    totals,
    total: {
      quantityM3fub: round2(totals.reduce((s, t) => s + t.quantityM3fub, 0)),
      valueSek: round2(totals.reduce((s, t) => s + t.valueSek, 0)),
      logCount: totals.reduce((s, t) => s + t.logCount, 0),
    },
  };
}
