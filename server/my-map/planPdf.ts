import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formatDate } from '../../shared/format/index.ts';
import {
  maturityClassMeanings,
  type Activity,
  maturityClassOf,
  harvestUnitOf,
} from '../../shared/contracts/my-map.ts';
import { activityStatusNames, activityTypeNames } from '../../shared/contracts/my-map/names.ts';
import { unitSymbols } from '../../shared/format/units.ts';
import type { PdfDocument, PdfMapShape } from '../pdf/index.ts';
import { listActivities } from './activities.ts';
import { planOf } from './plans.ts';
import { myMapCompartments } from './schema.ts';

const one = (value: number) => value.toLocaleString('sv-SE', { maximumFractionDigits: 1 });
const whole = (value: number) => Math.round(value).toLocaleString('sv-SE');
/** §3: every quantity names its unit from the unit enumeration. */
const { hectare: ha, m3sk } = unitSymbols;

/** The fill by maturity class group (K young … E old), light enough for black numbers. */
const fillOf = (maturityClass: string) =>
  ({ K: '#f3e9c6', R: '#dcebc4', G: '#c3e0b4', S: '#a9d3a0', E: '#8fc48c', Ö: '#e6e6e6' })[
    maturityClass.charAt(0)
  ] ?? '#ffffff';

export const planPdfFileName = (designation: string) =>
  `skogsbruksplan-${designation.replace(/[^0-9A-Za-zÅÄÖåäö]+/g, '-')}.pdf`;

/**
 * The plan as a PDF (§2.3 manage plan): its facts, the compartments on a map drawn from their
 * geometry, the compartment table and the activities.
 */
export async function planDocument(
  db: Db,
  memberId: string,
  planId: string,
  productName: string,
  today: Date,
): Promise<{ document: PdfDocument; fileName: string }> {
  const plan = await planOf(db, memberId, planId);
  const rows = (
    await db.select().from(myMapCompartments).where(eq(myMapCompartments.planId, plan.id))
  )
    .map((row) => ({ ...row, maturityClass: maturityClassOf(row.maturityClass) }))
    .sort((a, b) => a.number.localeCompare(b.number, 'sv', { numeric: true }));
  const { activities } = await listActivities(db, memberId, plan.id, today);
  const areaHa = rows.reduce((sum, row) => sum + row.areaHa, 0);
  const volume = rows.reduce((sum, row) => sum + row.volumeM3skPerHa * row.areaHa, 0);
  const growth = rows.reduce((sum, row) => sum + row.growthM3skPerHaYear * row.areaHa, 0);
  const shapes: PdfMapShape[] = rows.map((row) => ({
    rings:
      row.geometry.type === 'Polygon' ? row.geometry.coordinates : row.geometry.coordinates.flat(),
    label: row.number,
    fill: fillOf(row.maturityClass),
  }));
  const activityRow = (a: Activity) => [
    a.compartmentNumber,
    activityTypeNames[a.type],
    activityStatusNames[a.status],
    a.startYear === a.endYear ? `${a.startYear}` : `${a.startYear}–${a.endYear}`,
    a.harvestVolume === null || a.unit === null
      ? '–'
      : `${a.harvestVolume.toLocaleString('sv-SE')} ${unitSymbols[harvestUnitOf[a.unit]]}`,
    a.dateDone ? formatDate(a.dateDone) : '–',
  ];
  return {
    fileName: planPdfFileName(plan.estateDesignation),
    document: {
      title: `Skogsbruksplan ${plan.estateDesignation}`,
      header: { name: productName },
      createdAt: today,
      blocks: [
        {
          kind: 'keyValues',
          rows: [
            { key: 'Fastighet', value: plan.estateDesignation },
            { key: 'Plandatum', value: formatDate(plan.planDate) },
            { key: 'Avdelningar', value: String(rows.length) },
            { key: 'Areal', value: `${one(areaHa)} ${ha}` },
            { key: 'Virkesförråd', value: `${whole(volume)} ${m3sk}` },
            { key: 'Tillväxt', value: `${whole(growth)} ${m3sk} per år` },
            { key: 'Utskriven', value: formatDate(today.toISOString().slice(0, 10)) },
          ],
        },
        { kind: 'heading', text: 'Karta' },
        {
          kind: 'map',
          shapes,
          caption:
            'Avdelningarna med sina nummer, norr uppåt (SWEREF 99 TM). Färgen visar huggningsklassen: ljusare är yngre.',
        },
        { kind: 'heading', text: 'Avdelningar' },
        {
          kind: 'table',
          columns: [
            { header: 'Nr' },
            { header: `Areal, ${ha}`, align: 'right' },
            { header: 'Ålder', align: 'right' },
            { header: 'Hkl', width: 0.8 },
            { header: 'SI' },
            { header: `${m3sk}/${ha}`, align: 'right' },
            { header: 'Gran/tall/löv, %', width: 1.6 },
            { header: 'Mål', width: 0.8 },
          ],
          rows: rows.map((row) => [
            row.number,
            one(row.areaHa),
            String(row.age),
            row.maturityClass,
            row.siteIndex,
            whole(row.volumeM3skPerHa),
            `${row.sprucePercent}/${row.pinePercent}/${row.deciduousPercent}`,
            row.targetClass,
          ]),
        },
        {
          kind: 'paragraph',
          text: [...new Set(rows.map((row) => row.maturityClass))]
            .sort()
            .map((code) => `${code}: ${maturityClassMeanings[code]}`)
            .join('\n'),
        },
        { kind: 'heading', text: 'Åtgärder' },
        activities.length === 0
          ? { kind: 'paragraph', text: 'Planen har inga åtgärder.' }
          : {
              kind: 'table',
              columns: [
                { header: 'Avd', width: 0.6 },
                { header: 'Åtgärd', width: 1.6 },
                { header: 'Status' },
                { header: 'År' },
                { header: 'Volym', align: 'right' },
                { header: 'Utförd' },
              ],
              rows: activities.map(activityRow),
            },
      ],
    },
  };
}
