import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  agreementCreateSchema,
  agreementDraftSchema,
  agreementListSchema,
  agreementOptionsSchema,
  agreementReviewSchema,
  agreementSchema,
  liquidityRecipientRequestSchema,
  agreementTotal,
  assortmentTotal,
  lowVolumeAssortments,
  needsSigning,
  type Agreement,
  type AgreementOptions,
} from '../../../shared/contracts/timber-agreements.ts';

/**
 * A stand-in for /api/v1/timber-agreements in element tests (the real rules are tested on
 * the real database in server/timber-agreements): Anna's two estates, one pricing moment,
 * bodies checked with the shared schemas, versions with If-Match (412), one draft per owner
 * constellation (409). Installed as window.fetch; `calls` records every request.
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

export function demoOptions(): AgreementOptions {
  return {
    estates: [
      {
        id: ids.bjorkas,
        designation: 'Björkås 2:7',
        municipality: 'Växjö',
        district: 'Växjö',
        owners: [
          { memberId: ids.anna, name: 'Anna Skog' },
          { memberId: ids.bertil, name: 'Bertil Gran' },
        ],
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
      owners: [
        { memberId: ids.anna, name: 'Anna Skog' },
        { memberId: ids.bertil, name: 'Bertil Gran' },
      ],
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

type Answer = { status: number; body?: unknown; etag?: number };
const problem = (status: number, type: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});

export interface FakeTimberApi {
  agreements: Agreement[];
  calls: { method: string; path: string; body: unknown; headers: Headers }[];
  failNext(pathEnd: string, answer: { status: number; type: string }): void;
  restore(): void;
}

export function installFakeTimberApi(
  options: {
    agreements?: Agreement[];
    /** The wizard's choices (estates, pricing moments); demoOptions() unless given. */
    options?: AgreementOptions;
    /** The options request fails: no answer at all (a network error), or this problem. */
    optionsFailure?: 'network' | { status: number; type: string };
  } = {},
): FakeTimberApi {
  const original = window.fetch;
  const agreements = (options.agreements ?? demoAgreements()).map((a) => structuredClone(a));
  const opts = options.options ?? demoOptions();
  const calls: FakeTimberApi['calls'] = [];
  const failures: { pathEnd: string; answer: Answer }[] = [];
  let next = 10;

  // The path names v3's opportunityId (the id) or v2's opportunityQuoteProjectId.
  const find = (id: string) => agreements.find((a) => a.id === id || a.wizardId === id);
  const versionOk = (a: Agreement, headers: Headers) =>
    headers.get('if-match') === `"${a.version}"`;

  const answer = (method: string, path: string, body: unknown, headers: Headers): Answer => {
    const failure = failures.findIndex((f) => path.endsWith(f.pathEnd) && method !== 'GET');
    if (failure >= 0) return failures.splice(failure, 1)[0]!.answer;
    const optionsFailure = options.optionsFailure;
    if (typeof optionsFailure === 'object' && path.endsWith('/options'))
      return problem(optionsFailure.status, optionsFailure.type);
    const root = '/api/v1/timber-agreements';
    if (path === root && method === 'GET')
      return { status: 200, body: agreementListSchema.parse({ agreements }) };
    if (path === `${root}/options`)
      return { status: 200, body: agreementOptionsSchema.parse(opts) };
    if (path === root && method === 'POST') {
      const parsed = agreementCreateSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const estate = opts.estates.find((e) => e.id === parsed.data.estates[0]?.estateId)!;
      if (
        agreements.some(
          (a) =>
            a.status === 'Draft' && a.owners.map((o) => o.memberId).join(',') === estate.ownerKey,
        )
      ) {
        return problem(409, 'DuplicateDraftAgreement');
      }
      const created = base({
        id: `00000000-0000-4000-8000-0000000b00${next++}`,
        agreementNo: `LV-${next}`,
        name: parsed.data.name,
        status: 'Draft',
        version: 1,
        estates: [
          { id: estate.id, designation: estate.designation, district: estate.district, main: true },
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
      return { status: 201, body: created, etag: 1 };
    }
    const match =
      /^\/api\/v1\/timber-agreements\/([^/]+)(?:\/(review|submit|signing|liquidity-recipient))?$/.exec(
        path,
      );
    const a = match ? find(match[1]!) : undefined;
    if (!a) return problem(404, 'OpportunityNotFound');
    const part = match![2];
    if (!part && method === 'GET')
      return { status: 200, body: agreementSchema.parse(a), etag: a.version };
    if (!part && method === 'PUT') {
      if (!versionOk(a, headers)) return problem(412, 'NewerVersionConflict');
      const parsed = agreementDraftSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      Object.assign(a, {
        name: parsed.data.name,
        economicRepresentativeId: parsed.data.economicRepresentativeId,
        volumes: parsed.data.volumes,
        agreedVolume: agreementTotal(parsed.data.volumes),
        version: a.version + 1,
      });
      return { status: 200, body: agreementSchema.parse(a), etag: a.version };
    }
    if (part === 'liquidity-recipient' && method === 'PUT') {
      if (!versionOk(a, headers)) return problem(412, 'NewerVersionConflict');
      const parsed = liquidityRecipientRequestSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const id = parsed.data.economicRepresentativeId;
      if (id !== null && !a.owners.some((o) => o.memberId === id))
        return problem(400, 'EconomicRepresentativeNotFound');
      Object.assign(a, {
        economicRepresentativeId: id,
        payoutByShare: id === null,
        version: a.version + 1,
      });
      return { status: 200, body: agreementSchema.parse(a), etag: a.version };
    }
    if (!part && method === 'DELETE') {
      agreements.splice(agreements.indexOf(a), 1);
      return { status: 204 };
    }
    if (part === 'review') {
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
        status: 200,
        body: agreementReviewSchema.parse({
          prices,
          totalVolume: total,
          timberValueOre: prices.reduce((s, p) => s + p.timberValueOre, 0),
          needsSigning: needsSigning(total, true),
          lowVolume: lowVolumeAssortments(volumes),
        }),
      };
    }
    if (part === 'submit') {
      if (!versionOk(a, headers)) return problem(412, 'NewerVersionConflict');
      Object.assign(a, { status: 'SentForSign', signMethod: 'electronic', version: a.version + 1 });
      return { status: 200, body: agreementSchema.parse(a), etag: a.version };
    }
    return problem(404, 'notFound');
  };

  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path: url.pathname, body, headers });
    if (options.optionsFailure === 'network' && url.pathname.endsWith('/options'))
      throw new TypeError('Failed to fetch');
    const out = answer(method, url.pathname, body, headers);
    const type = out.status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(out.body === undefined ? null : JSON.stringify(out.body), {
      status: out.status,
      headers: { 'content-type': type, ...(out.etag ? { etag: `"${out.etag}"` } : {}) },
    });
  };

  return {
    agreements,
    calls,
    failNext: (pathEnd, { status, type }) =>
      failures.push({ pathEnd, answer: problem(status, type) }),
    restore: () => {
      window.fetch = original;
    },
  };
}
