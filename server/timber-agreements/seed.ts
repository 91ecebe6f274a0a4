import { monthsBetween, timberAgreementLimits } from '../../shared/contracts/timber-agreements.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { seedId } from '../db/seedId.ts';
import { dayMs, enqueue } from '../jobs/index.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { demoPriceListIds, seedPriceLists } from '../price-model/seed.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { demoCoOwner, demoOrganisation, seedDemoOrganisation } from './demoOrganisation.ts';
import { expireAgreementSigning } from './jobs.ts';
import { postalSignatureTask, postalSubjectId } from './postalSignature.ts';
import { ownerKeyOf } from './options.ts';
import {
  timberAgreementEstates,
  timberAgreements,
  timberAgreementSigners,
  timberAgreementVolumes,
} from './schema.ts';

/** The demo agreements by fixed id (tests and the deliveries area name them). */
export const demoAgreementIds = {
  /** Norrskogen, active, deliveries under way (the deliveries area's demo). */
  norrskogenActive: seedId('timber-agreements', 'norrskogen-active'),
  /** Björkås (Anna and Bertil), signed by the cooperative, waiting for both owners. */
  bjorkasAwaiting: seedId('timber-agreements', 'bjorkas-awaiting'),
  /** Björkås, Anna's draft under the current pricing moment. */
  bjorkasDraft: seedId('timber-agreements', 'bjorkas-draft'),
  /** Norrskogen, last year's, archived. */
  norrskogenArchived: seedId('timber-agreements', 'norrskogen-archived'),
  /** Norrskogen, active, of the older generation (TimberManagerViol2). */
  norrskogenV2: seedId('timber-agreements', 'norrskogen-v2'),
  /** Lövnäs (Gustav Lind and Lövnäs Skog AB): he has signed, the company's paper is awaited. */
  lovnasAwaitingPost: seedId('timber-agreements', 'lovnas-awaiting-post'),
  /** Björkås (Anna and Bertil), active: Bertil's deliveries in the deliveries area's demo. */
  bjorkasActive: seedId('timber-agreements', 'bjorkas-active'),
} as const;

/** The v2 agreement's opportunityQuoteProjectId (its wizard's `avtal/{id}/`). */
export const demoQuoteProjectIds = {
  norrskogenV2: seedId('timber-agreements', 'norrskogen-v2-quote-project'),
} as const;

const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * Anna's agreements (issue 15): one active on Norrskogen with deliveries under way, one on
 * Björkås awaiting the owners' signatures, one draft, one archived; the price lists current
 * and previous (the price model's seed). Gustav Lind's on Lövnäs, which he owns with Lövnäs
 * Skog AB: he has signed, the company's postal signature is awaited (an open desk task).
 * Björkås active, made by Bertil, for his deliveries. Dated from the day it runs; idempotent (fixed ids,
 * ON CONFLICT DO NOTHING).
 */
export async function seedTimberAgreements(db: Db, today = todayInSweden()): Promise<void> {
  await seedPriceLists(db, today);
  const now = new Date(`${today}T09:00:00Z`);
  const thisMonth = today.slice(0, 7);
  const year = Number(today.slice(0, 4));
  const anna = [demoIds.anna];
  const both = [demoIds.anna, demoIds.bertil];
  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  // The active agreement runs from last month; the draft and the awaiting one start next month.
  const active = monthsBetween(addMonths(thisMonth, -1), addMonths(thisMonth, 1));
  const coming = monthsBetween(addMonths(thisMonth, 1), addMonths(thisMonth, 2));
  const lastYear = monthsBetween(`${year - 1}-03`, `${year - 1}-05`);
  /** Valid over `months`: from the first's first day through the last's last day. */
  const validOver = (months: readonly string[]) => ({
    validFrom: `${months[0]}-01`,
    validTo: lastDay(months.at(-1)!),
  });
  /** Made, sent and signed by the cooperative at these times; the owners' window follows. */
  const sentOn = (createdAt: Date, submittedAt: Date, cooperativeSignedAt: Date) => ({
    createdAt,
    submittedAt,
    cooperativeSignedAt,
    signDeadline: new Date(
      cooperativeSignedAt.getTime() + timberAgreementLimits.signingWindowDays * dayMs,
    ),
  });
  const signedBy = (memberId: string, signedAt: Date) => ({ memberId, signedAt, by: memberId });
  const unsigned = (memberId: string) => ({ memberId, signedAt: null, by: null });

  await seedDemoOrganisation(db);
  const lovnasOwners = [demoCoOwner.id, demoOrganisation.id];
  const agreements: {
    id: string;
    /** Anna unless named. */
    createdBy?: string;
    generation?: 'v2';
    quoteProjectId?: string;
    name: string;
    status: string;
    ownerIds: string[];
    /** The current price list unless named. */
    priceListId?: string;
    /** Electronic unless named (a draft has none yet). */
    signMethod?: string | null;
    agreedVolume: number;
    reportedVolume: number;
    /** A draft has no validity and was never sent. */
    validFrom?: string;
    validTo?: string;
    submittedAt?: Date;
    cooperativeSignedAt?: Date;
    signDeadline?: Date;
    createdAt: Date;
    estate: string;
    volumes: readonly (readonly [string, readonly string[], readonly number[]])[];
    signers: {
      memberId: string;
      signedAt: Date | null;
      by: string | null;
      /** A legal person signs by post (§6): the desk registers it. */
      postal?: true;
    }[];
  }[] = [
    {
      id: demoAgreementIds.norrskogenActive,
      name: 'Slutavverkning Norrskogen norra',
      status: 'Active',
      ownerIds: anna,
      agreedVolume: 540,
      reportedVolume: 185,
      ...validOver(active),
      ...sentOn(ago(62), ago(60), ago(58)),
      estate: mapDemoIds.norrskogen,
      volumes: [
        ['grantimmer', active, [120, 100, 80]],
        ['barrmassaved', active, [90, 80, 70]],
      ] as const,
      signers: [signedBy(demoIds.anna, ago(57))],
    },
    {
      id: demoAgreementIds.bjorkasAwaiting,
      name: 'Gallring Björkås',
      status: 'SentForSign',
      ownerIds: both,
      agreedVolume: 260,
      reportedVolume: 0,
      ...validOver(coming),
      ...sentOn(ago(5), ago(4), ago(2)),
      estate: mapDemoIds.bjorkas,
      volumes: [
        ['barrmassaved', coming, [80, 70]],
        ['lovmassaved', coming, [60, 50]],
      ] as const,
      signers: [unsigned(demoIds.anna), unsigned(demoIds.bertil)],
    },
    {
      id: demoAgreementIds.bjorkasDraft,
      name: 'Röjning och massaved Björkås',
      status: 'Draft',
      ownerIds: both,
      signMethod: null,
      agreedVolume: 0,
      reportedVolume: 0,
      createdAt: ago(1),
      estate: mapDemoIds.bjorkas,
      volumes: [['brannved', coming.slice(0, 1), [40]]] as const,
      signers: [],
    },
    {
      id: demoAgreementIds.norrskogenArchived,
      name: 'Leveransvirke Norrskogen våren',
      status: 'Archived',
      ownerIds: anna,
      priceListId: demoPriceListIds.previous,
      agreedVolume: 300,
      reportedVolume: 296,
      ...validOver(lastYear),
      ...sentOn(
        new Date(`${year - 1}-02-08T10:00:00Z`),
        new Date(`${year - 1}-02-10T10:00:00Z`),
        new Date(`${year - 1}-02-11T10:00:00Z`),
      ),
      estate: mapDemoIds.norrskogen,
      volumes: [['talltimmer', lastYear, [100, 100, 100]]] as const,
      signers: [signedBy(demoIds.anna, new Date(`${year - 1}-02-12T10:00:00Z`))],
    },
    {
      // Made while the older route set (v2) was in use: its wizard id is a quote project.
      id: demoAgreementIds.norrskogenV2,
      generation: 'v2',
      quoteProjectId: demoQuoteProjectIds.norrskogenV2,
      name: 'Leveransvirke Norrskogen södra',
      status: 'Active',
      ownerIds: anna,
      agreedVolume: 150,
      reportedVolume: 40,
      ...validOver(active),
      ...sentOn(ago(76), ago(75), ago(74)),
      estate: mapDemoIds.norrskogen,
      volumes: [['talltimmer', active, [50, 50, 50]]] as const,
      signers: [signedBy(demoIds.anna, ago(73))],
    },
    {
      id: demoAgreementIds.lovnasAwaitingPost,
      createdBy: demoCoOwner.id,
      name: 'Gallring Lövnäs',
      status: 'SentForSign',
      ownerIds: lovnasOwners,
      agreedVolume: 180,
      reportedVolume: 0,
      ...validOver(coming),
      ...sentOn(ago(6), ago(4), ago(2)),
      estate: demoOrganisation.estateId,
      volumes: [
        ['grantimmer', coming, [50, 50]],
        ['barrmassaved', coming, [40, 40]],
      ] as const,
      signers: [
        signedBy(demoCoOwner.id, ago(1)),
        { ...unsigned(demoOrganisation.id), postal: true },
      ],
    },
    {
      // Last, so the agreement numbers above stay as other tests know them.
      id: demoAgreementIds.bjorkasActive,
      createdBy: demoIds.bertil,
      name: 'Slutavverkning Björkås västra',
      status: 'Active',
      ownerIds: both,
      agreedVolume: 210,
      reportedVolume: 0,
      ...validOver(active),
      ...sentOn(ago(41), ago(40), ago(39)),
      estate: mapDemoIds.bjorkas,
      volumes: [
        ['grantimmer', active, [40, 50, 30]],
        ['barrmassaved', active, [30, 30, 30]],
      ] as const,
      signers: [signedBy(demoIds.bertil, ago(38)), signedBy(demoIds.anna, ago(37))],
    },
  ];

  for (const a of agreements) {
    const [inserted] = await db
      .insert(timberAgreements)
      .values({
        id: a.id,
        ...(a.generation ? { generation: a.generation, quoteProjectId: a.quoteProjectId } : {}),
        name: a.name,
        status: a.status,
        createdByMemberId: a.createdBy ?? demoIds.anna,
        ownerKey: ownerKeyOf(a.ownerIds),
        ownerIds: a.ownerIds,
        priceListId: a.priceListId ?? demoPriceListIds.current,
        signMethod: a.signMethod === undefined ? 'electronic' : a.signMethod,
        agreedVolume: a.agreedVolume,
        reportedVolume: a.reportedVolume,
        validFrom: a.validFrom ?? null,
        validTo: a.validTo ?? null,
        submittedAt: a.submittedAt ?? null,
        cooperativeSignedAt: a.cooperativeSignedAt ?? null,
        signDeadline: a.signDeadline ?? null,
        createdAt: a.createdAt,
        ...(a.status === 'Archived'
          ? { endedReason: 'validityEnded', endedAt: a.signDeadline }
          : {}),
      })
      .onConflictDoNothing()
      .returning({ id: timberAgreements.id, agreementNo: timberAgreements.agreementNo });
    if (!inserted) continue; // seeded before: leave it as the demo left it
    await db
      .insert(timberAgreementEstates)
      .values({ agreementId: a.id, estateId: a.estate, district: 'Växjö', isMain: true })
      .onConflictDoNothing();
    await db
      .insert(timberAgreementVolumes)
      .values(
        a.volumes.flatMap(([assortment, months, amounts]) =>
          months.map((month, i) => ({
            agreementId: a.id,
            assortment,
            month,
            volume: amounts[i] ?? 0,
          })),
        ),
      )
      .onConflictDoNothing();
    if (a.signers.length > 0) {
      await db
        .insert(timberAgreementSigners)
        .values(
          a.signers.map((s) => ({
            agreementId: a.id,
            memberId: s.memberId,
            method: s.postal ? 'postal' : 'electronic',
            signedAt: s.signedAt,
            signedByMemberId: s.by,
          })),
        )
        .onConflictDoNothing();
    }
    // The desk's task for each paper signature still awaited (as counterSign opens it).
    for (const s of a.signers.filter((x) => x.postal && !x.signedAt)) {
      await openStaffTask(db, postalSignatureTask, {
        subjectId: postalSubjectId(a.id, s.memberId),
        memberId: s.memberId,
        data: {
          agreementNo: `LV-${inserted.agreementNo}`,
          name: a.name,
          coOwnerName: demoOrganisation.name,
          deadline: a.signDeadline!.toISOString(),
        },
      });
    }
    if (a.status === 'SentForSign' && a.signDeadline) {
      await enqueue(
        db,
        expireAgreementSigning,
        { agreementId: a.id },
        {
          runAt: a.signDeadline,
          uniqueKey: `timberAgreementSigning:${a.id}`,
        },
      );
    }
  }
}
