import { timberAgreementsElement } from '../../shared/contracts/timber-agreements/element.ts';
import {
  agreementTotal,
  assortmentTotal,
  lowVolumeAssortments,
  needsSigning,
  type Agreement,
  type AgreementOptions,
} from '../../shared/contracts/timber-agreements.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberAgreementsRoutes } from '../../shared/contracts/timber-agreements/routes.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import { signingRoutes } from '../../shared/contracts/signing/routes.ts';
import { createFakeSigning } from '../../shared/signing/testing/fakeSigning.ts';
import { elementPerTest } from '../../shared/testing/element.ts';
import { installFakeApi, networkError, problem, reply } from '../../shared/testing/fakeApi.ts';
import type { HarnessOptions } from '../../shared/testing/testBridge.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';

/**
 * The timber agreements element's test support: Anna's two estates, one pricing moment and
 * her agreements, and a stand-in for /api/v1/timber-agreements made from its route table
 * (the real rules are tested on the real database in server/timber-agreements): versions
 * with If-Match (412), one draft per owner constellation (409).
 */
export const ids = {
  norrskogen: '00000000-0000-4000-8000-0000000e0001',
  bjorkas: '00000000-0000-4000-8000-0000000e0002',
  moment: '00000000-0000-4000-8000-00000000c001',
  anna: '00000000-0000-4000-8000-000000000001',
  bertil: '00000000-0000-4000-8000-000000000002',
  active: '00000000-0000-4000-8000-0000000a0001',
  awaiting: '00000000-0000-4000-8000-0000000a0002',
  archived: '00000000-0000-4000-8000-0000000a0003',
  /** A v2 agreement (TimberManagerViol2) and its opportunityQuoteProjectId. */
  v2: '00000000-0000-4000-8000-0000000a0004',
  v2QuoteProject: '00000000-0000-4000-8000-0000000c0004',
  /** Drafts a test adds (the proxy's choice of liquidity recipient). */
  draft: '00000000-0000-4000-8000-0000000a0005',
  otherDraft: '00000000-0000-4000-8000-0000000a0006',
} as const;

export const months = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06'];

/** Björkås 2:7's owners, Anna and Bertil. */
const annaAndBertil = () => [
  { memberId: ids.anna, name: 'Anna Skog' },
  { memberId: ids.bertil, name: 'Bertil Gran' },
];

export function demoOptions(): AgreementOptions {
  return {
    estates: [
      {
        id: ids.bjorkas,
        designation: 'Björkås 2:7',
        municipality: 'Växjö',
        district: 'Växjö',
        owners: annaAndBertil(),
        ownerKey: `${ids.anna},${ids.bertil}`,
      },
      {
        id: ids.norrskogen,
        designation: 'Norrskogen 1:4',
        municipality: 'Växjö',
        district: 'Växjö',
        owners: [{ memberId: ids.anna, name: 'Anna Skog' }],
        ownerKey: ids.anna,
      },
    ],
    pricingMoments: [
      {
        id: ids.moment,
        name: 'Virkesprislista 2027',
        validFrom: '2027-01-01',
        validTo: null,
        deliveryMonths: months,
        assortments: ['talltimmer', 'grantimmer', 'barrmassaved', 'lovmassaved', 'brannved'],
      },
    ],
  };
}

const base = (over: Partial<Agreement>): Agreement => ({
  id: ids.active,
  generation: 'v3',
  wizardId: over.id ?? ids.active,
  agreementNo: 'LV-1',
  name: 'Slutavverkning Norrskogen norra',
  status: 'Active',
  version: 3,
  createdAt: '2026-09-20T09:00:00.000Z',
  createdByMemberId: ids.anna,
  isCreator: true,
  estates: [{ id: ids.norrskogen, designation: 'Norrskogen 1:4', district: 'Växjö', main: true }],
  owners: [{ memberId: ids.anna, name: 'Anna Skog' }],
  pricingMomentId: ids.moment,
  pricingMomentName: 'Virkesprislista 2027',
  economicRepresentativeId: null,
  payoutByShare: true,
  volumes: [
    {
      assortment: 'grantimmer',
      months: [
        { month: '2027-01', volume: 120 },
        { month: '2027-02', volume: 100 },
      ],
    },
  ],
  agreedVolume: 220,
  reportedVolume: 85,
  deliveryFrom: '2027-01',
  deliveryTo: '2027-02',
  validFrom: '2027-01-01',
  validTo: '2027-02-28',
  signMethod: 'electronic',
  submittedAt: '2026-09-21T09:00:00.000Z',
  cooperativeSignedAt: '2026-09-22T09:00:00.000Z',
  signDeadline: '2026-10-02T09:00:00.000Z',
  signers: [
    {
      memberId: ids.anna,
      name: 'Anna Skog',
      method: 'electronic',
      signedAt: '2026-09-23T09:00:00.000Z',
      signedByName: null,
      postalSignatory: null,
      postalReceivedOn: null,
    },
  ],
  awaitingMySignature: false,
  awaitingMyPostalSignature: false,
  removedAssortments: [],
  ...over,
});

export function demoAgreements(): Agreement[] {
  return [
    base({}),
    base({
      id: ids.awaiting,
      agreementNo: 'LV-2',
      name: 'Gallring Björkås',
      status: 'SentForSign',
      owners: annaAndBertil(),
      estates: [{ id: ids.bjorkas, designation: 'Björkås 2:7', district: 'Växjö', main: true }],
      signers: [
        {
          memberId: ids.anna,
          name: 'Anna Skog',
          method: 'electronic',
          signedAt: null,
          signedByName: null,
          postalSignatory: null,
          postalReceivedOn: null,
        },
        {
          memberId: ids.bertil,
          name: 'Bertil Gran',
          method: 'electronic',
          signedAt: null,
          signedByName: null,
          postalSignatory: null,
          postalReceivedOn: null,
        },
      ],
      awaitingMySignature: true,
      reportedVolume: 0,
    }),
    base({
      id: ids.archived,
      agreementNo: 'LV-3',
      name: 'Leveransvirke Norrskogen våren',
      status: 'Archived',
      reportedVolume: 220,
    }),
  ];
}

/** Anna's agreement of the older generation (TimberManagerViol2). */
export function demoV2Agreement(): Agreement {
  return base({
    id: ids.v2,
    generation: 'v2',
    wizardId: ids.v2QuoteProject,
    agreementNo: 'LV-4',
    name: 'Leveransvirke Norrskogen södra',
    reportedVolume: 40,
  });
}

export interface FakeTimberOptions {
  agreements?: Agreement[];
  /** The wizard's choices (estates, pricing moments); demoOptions() unless given. */
  options?: AgreementOptions;
  /** The options request fails: no answer at all (a network error), or this problem type. */
  optionsFailure?: 'network' | string;
}
export type FakeTimberApi = ReturnType<typeof installFakeTimberApi>;

export function installFakeTimberApi(options: FakeTimberOptions = {}) {
  const agreements = (options.agreements ?? demoAgreements()).map((a) => structuredClone(a));
  const opts = options.options ?? demoOptions();
  let next = 10;
  const signing = createFakeSigning({
    personalNumber: '195001011237',
    complete: (order) => ({ agreementId: order.subjectId }),
  });

  // The path names v3's opportunityId (the id) or v2's opportunityQuoteProjectId.
  const find = (id: string) => {
    const found = agreements.find((a) => a.id === id || a.wizardId === id);
    if (!found) throw problem('OpportunityNotFound');
    return found;
  };
  /** The agreement to change, if the call names its version (If-Match); 412 otherwise. */
  const current = (id: string, ifMatch: string | null) => {
    const a = find(id);
    if (ifMatch !== `"${a.version}"`) throw problem('NewerVersionConflict');
    return a;
  };
  /** The agreement with its version as the ETag. */
  const versioned = (a: Agreement, status?: number) =>
    reply(a, { ...(status ? { status } : {}), headers: { etag: `"${a.version}"` } });
  const failure = options.optionsFailure;

  const api = installFakeApi(
    { ...timberAgreementsRoutes, ...signingRoutes },
    {
      listAgreements: () => ({ agreements }),
      getAgreementOptions: () =>
        failure === undefined ? opts : failure === 'network' ? networkError() : problem(failure),
      createDraft: ({ body }) => {
        const estate = opts.estates.find((e) => e.id === body.estates[0]?.estateId)!;
        if (
          agreements.some(
            (a) =>
              a.status === 'Draft' && a.owners.map((o) => o.memberId).join(',') === estate.ownerKey,
          )
        ) {
          return problem('DuplicateDraftAgreement');
        }
        const created = base({
          id: `00000000-0000-4000-8000-0000000b00${next++}`,
          agreementNo: `LV-${next}`,
          name: body.name,
          status: 'Draft',
          version: 1,
          estates: [
            {
              id: estate.id,
              designation: estate.designation,
              district: estate.district,
              main: true,
            },
          ],
          owners: estate.owners,
          volumes: [],
          agreedVolume: 0,
          reportedVolume: 0,
          deliveryFrom: null,
          deliveryTo: null,
          validFrom: null,
          validTo: null,
          signMethod: null,
          submittedAt: null,
          cooperativeSignedAt: null,
          signDeadline: null,
          signers: [],
        });
        agreements.unshift(created);
        return versioned(created, 201);
      },
      getAgreement: ({ params }) => versioned(find(params.agreementId)),
      saveDraft: ({ params, body, call }) => {
        const a = current(params.agreementId, call.ifMatch);
        Object.assign(a, {
          name: body.name,
          economicRepresentativeId: body.economicRepresentativeId,
          volumes: body.volumes,
          agreedVolume: agreementTotal(body.volumes),
          version: a.version + 1,
        });
        return versioned(a);
      },
      chooseLiquidityRecipient: ({ params, body, call }) => {
        const a = current(params.agreementId, call.ifMatch);
        const id = body.economicRepresentativeId;
        if (id !== null && !a.owners.some((o) => o.memberId === id))
          return problem('EconomicRepresentativeNotFound');
        Object.assign(a, {
          economicRepresentativeId: id,
          payoutByShare: id === null,
          version: a.version + 1,
        });
        return versioned(a);
      },
      deleteDraft: ({ params }) => {
        agreements.splice(agreements.indexOf(find(params.agreementId)), 1);
      },
      getReview: ({ params }) => {
        const a = find(params.agreementId);
        const volumes = a.volumes.filter((v) => assortmentTotal(v) > 0);
        const prices = volumes.map((v) => {
          const volume = assortmentTotal(v);
          const pricePerUnitOre = 95_000;
          return {
            assortment: v.assortment,
            volume,
            basePriceOre: 86_000,
            premiums: {
              p1Size: 1_500,
              p2Market: 6_000,
              p3Availability: 2_500,
              p4Agreement: 0,
              p5GroundProtectionFee: 0,
              p6Fsc: 0,
              p7Pefc: 0,
              p8NatureConservation: 0,
            },
            // 86 000 + 1 500 + 6 000 + 2 500 − 1 000.
            reloadDeductionOre: 1_000,
            pricePerUnitOre,
            timberValueOre: pricePerUnitOre * volume,
            validFrom: '2027-01-01',
            validTo: null,
          };
        });
        const total = agreementTotal(volumes);
        return {
          prices,
          totalVolume: total,
          timberValueOre: prices.reduce((s, p) => s + p.timberValueOre, 0),
          needsSigning: needsSigning(total, true),
          lowVolume: lowVolumeAssortments(volumes),
        };
      },
      submitDraft: ({ params, call }) => {
        const a = current(params.agreementId, call.ifMatch);
        Object.assign(a, {
          status: 'SentForSign',
          signMethod: 'electronic',
          version: a.version + 1,
        });
        return versioned(a);
      },
      startSigning: ({ params }) =>
        signing.start('timberAgreement', find(params.agreementId).id, 'Jag skriver under avtalet.'),
      ...signing.handlers,
    },
    { problems: [timberProblems, signingProblems] },
  );
  /** Adds the member's own draft, made from the first agreement (unsigned), with changes. */
  const addDraft = (id: string, changes: Partial<Agreement> = {}) =>
    agreements.push({
      ...agreements[0]!,
      id,
      wizardId: id,
      status: 'Draft',
      cooperativeSignedAt: null,
      signers: [],
      ...changes,
    });
  return Object.assign(api, { agreements, addDraft });
}

const element = { name: timberAgreementsElement.element, define: () => import('./index.tsx') };

/** The timber agreements element for each test: Anna with v3's flags, on the fake above. */
export const timberAgreementsPerTest = (flags: readonly string[]) =>
  elementPerTest(
    element,
    (
      harness: HarnessOptions = demoHarnessOptions({ person: 'anna', flags }),
      fake: FakeTimberOptions = {},
    ) => ({ harness, api: installFakeTimberApi(fake) }),
  );
