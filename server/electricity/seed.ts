import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { seedId } from '../db/seedId.ts';
import { addDays, parseIsoDate, formatIsoDate } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { demoDayWh } from './demoConsumption.ts';
import {
  electricityAgreements,
  electricityConsumption,
  electricityCustomers,
  electricityInvoices,
} from './schema.ts';
import { demoElectricityCustomers } from '../../shared/contracts/electricity/demo.ts';

/** Anna's one metered facility (an 18-digit Swedish facility id) and Bertil's old one. */
export const demoFacilities = {
  anna: '735999100000012345',
  bertil: '735999100000067890',
} as const;

export const demoAgreementIds = {
  anna: seedId('electricity', 'agreement:anna'),
  bertil: seedId('electricity', 'agreement:bertil'),
};

/** Two years of days of consumption, ending yesterday. */
export const consumptionDays = 730;

/** Price used for the demo invoices: 1,45 kr/kWh all in, plus 49 kr a month. */
const oreOf = (wh: number) => Math.round((wh / 1000) * 145) + 4_900;

const monthStart = (year: number, month: number) => formatIsoDate({ year, month, day: 1 });
const monthEnd = (year: number, month: number) =>
  addDays(month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1), -1);

/** Invoice numbers grow with the month, so "newest first" is by number; a credit ends in 1. */
export const invoiceNumberOf = (year: number, month: number, credit = false) =>
  2_000_000 + (year * 12 + month) * 10 + (credit ? 1 : 0);

/**
 * Anna: an active customer since 2022 with two years of hourly consumption and an invoice per
 * month (the last one unpaid, the one before delayed, a credit not yet paid out, the rest
 * paid). Bertil: a customer whose agreement ended in 2023 (inactive; may sign up again).
 * Idempotent: fixed keys; days and months are added as time passes.
 */
export async function seedElectricity(db: Db, now: Date = new Date()) {
  const today = todayInSweden(now);
  await db
    .insert(electricityCustomers)
    .values([
      { memberId: demoIds.anna, ...demoElectricityCustomers.anna },
      { memberId: demoIds.bertil, ...demoElectricityCustomers.bertil },
    ])
    .onConflictDoNothing();
  await db
    .insert(electricityAgreements)
    .values([
      {
        id: demoAgreementIds.anna,
        memberId: demoIds.anna,
        facilityId: demoFacilities.anna,
        address: 'Granliden 4',
        postalCode: '914 91',
        city: 'Nordmaling',
        biddingArea: 'SE2',
        startDate: '2022-04-01',
        endDate: null,
        noticePeriodMonths: 3,
        invoiceMethod: 'eInvoice',
      },
      {
        id: demoAgreementIds.bertil,
        memberId: demoIds.bertil,
        facilityId: demoFacilities.bertil,
        address: 'Myrvägen 11',
        postalCode: '914 92',
        city: 'Nordmaling',
        biddingArea: 'SE2',
        startDate: '2019-01-01',
        endDate: '2023-12-31',
        noticePeriodMonths: 1,
        invoiceMethod: 'paper',
      },
    ])
    .onConflictDoNothing();

  const days = Array.from({ length: consumptionDays }, (_, i) =>
    addDays(today, i - consumptionDays),
  );
  const monthWh = new Map<string, number>();
  const rows = days.map((day) => {
    const wh = demoDayWh(day);
    const month = day.slice(0, 7);
    monthWh.set(month, (monthWh.get(month) ?? 0) + wh.reduce((a, b) => a + b, 0));
    return { facilityId: demoFacilities.anna, day, wh };
  });
  for (let i = 0; i < rows.length; i += 250) {
    await db
      .insert(electricityConsumption)
      .values(rows.slice(i, i + 250))
      .onConflictDoNothing();
  }

  // One invoice per whole month metered, newest last month; a credit six months back.
  const { year, month } = parseIsoDate(today)!;
  const invoices: (typeof electricityInvoices.$inferInsert)[] = [];
  for (let back = 1; back <= 23; back += 1) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const wh = monthWh.get(monthStart(y, m).slice(0, 7));
    if (wh === undefined) continue;
    const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
    const dueDate = monthEnd(next.y, next.m);
    const amountOre = oreOf(wh);
    const open = back <= 2; // last month unpaid (not due yet), the month before delayed
    const number = invoiceNumberOf(y, m);
    invoices.push({
      id: seedId('electricity', `invoice:${number}`),
      memberId: demoIds.anna,
      invoiceNumber: number,
      facilityId: demoFacilities.anna,
      periodFrom: monthStart(y, m),
      periodTo: monthEnd(y, m),
      dueDate,
      paymentDate: open ? null : addDays(dueDate, -4),
      amountOre,
      remainingOre: open ? amountOre : 0,
    });
    if (back === 6) {
      const credit = invoiceNumberOf(y, m, true);
      invoices.push({
        id: seedId('electricity', `invoice:${credit}`),
        memberId: demoIds.anna,
        invoiceNumber: credit,
        facilityId: demoFacilities.anna,
        periodFrom: monthStart(y, m),
        periodTo: monthEnd(y, m),
        dueDate,
        paymentDate: null,
        amountOre: -18_500,
        remainingOre: -18_500,
      });
    }
  }
  await db.insert(electricityInvoices).values(invoices).onConflictDoNothing();
}
