import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  priceCalculationEstatesSchema,
  priceCalculationInputSchema,
  priceCalculationSchema,
  type PriceCalculation,
  type PriceCalculationEstate,
  type PriceCalculationInput,
} from '../../../shared/contracts/price-calculation.ts';
import { assortments, type Assortment } from '../../../shared/contracts/price-model.ts';

/**
 * A stand-in for /api/v1/price-calculation in element tests (the real server and the price
 * model are tested in server/price-calculation and server/price-model): Anna's two estates,
 * bodies checked with the shared input schema and answers with the shared answer schema.
 * The prices follow the model's rules on a small list (not its exact figures): enough that
 * every input moves the table. Installed as window.fetch; `calls` records every request.
 */
export const estateIds = {
  bjorkas: '00000000-0000-4000-8000-0000000e0002',
  norrskogen: '00000000-0000-4000-8000-0000000e0001',
} as const;

export function annaEstates(): PriceCalculationEstate[] {
  return [
    {
      id: estateIds.bjorkas,
      designation: 'Björkås 2:7',
      municipality: 'Vindeln',
      sharePercent: 50,
      values: {
        agreementForm: 'leveransvirke',
        forestAccessibilityClass: '1B',
        roadAccessibilityClass: 'C',
        roadsideStorage: 'reloadingRequired',
        volume: 300,
        volumeUnit: 'm3sk',
      },
      certification: 'FSCAndPEFC',
      natureConservationBp: null,
    },
    {
      id: estateIds.norrskogen,
      designation: 'Norrskogen 1:4',
      municipality: 'Umeå',
      sharePercent: 100,
      values: {
        agreementForm: 'avverkningsuppdrag',
        forestAccessibilityClass: '1A',
        roadAccessibilityClass: 'B',
        roadsideStorage: 'reloadingNotRequired',
        volume: 800,
        volumeUnit: 'm3fub',
      },
      certification: 'FSCAndPEFC',
      natureConservationBp: 1000,
    },
  ];
}

/** Kronor per m3fub: base, P1 (full size), P2, P3 (best classes), P4, P5, reload. */
const list: Record<Assortment, readonly number[]> = {
  talltimmer: [820, 30, 50, 25, 20, 6, 25],
  grantimmer: [860, 30, 60, 25, 20, 6, 25],
  barrmassaved: [460, 20, 30, 15, 10, 6, 20],
  lovmassaved: [430, 20, 20, 15, 10, 6, 20],
  brannved: [280, 10, 0, 10, 0, 6, 15],
};
const forest = { '1A': 100, '1B': 60, '2A': 0 } as const;
const road = { A: 100, B: 75, C: 40, D: 0 } as const;

function table(
  estate: PriceCalculationEstate,
  inputs: PriceCalculationInput,
  dividend: boolean,
): PriceCalculation {
  const m3fub = inputs.volumeUnit === 'm3sk' ? (inputs.volume * 82) / 100 : inputs.volume;
  const size = m3fub >= 1000 ? 100 : m3fub >= 500 ? 75 : m3fub >= 200 ? 50 : 0;
  const assignment = inputs.agreementForm === 'avverkningsuppdrag';
  return {
    estateId: estate.id,
    priceList: { id: 'list-2026', name: 'Prislista 2026', validFrom: '2026-01-01', validTo: null },
    inputs,
    volumeM3fub: Math.round(m3fub * 100) / 100,
    certification: estate.certification,
    natureConservationBp: estate.natureConservationBp,
    showsExpectedDividend: dividend,
    rows: assortments.map((assortment) => {
      const [base, p1, p2, p3, p4, p5, reload] = list[assortment].map((kr) => kr * 100) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const parts = {
        averageBasePriceOre: base,
        volumePremiumOre: Math.round((p1 * size) / 100),
        marketPremiumOre: p2,
        accessibilityPremiumOre: Math.round(
          (p3 * forest[inputs.forestAccessibilityClass] * road[inputs.roadAccessibilityClass]) /
            10_000,
        ),
        agreementPremiumOre: assignment ? p4 : 0,
        groundProtectionFeeOre: assignment ? p5 : 0,
        certificationPremiumOre: assortment === 'brannved' ? 0 : Math.round(base * 0.06),
        natureConservationPremiumOre:
          estate.natureConservationBp === null || assortment === 'brannved'
            ? 0
            : Math.round((base * estate.natureConservationBp) / 10_000),
        reloadDeductionOre: inputs.roadsideStorage === 'reloadingRequired' ? reload : 0,
      };
      const totalPriceOre =
        parts.averageBasePriceOre +
        parts.volumePremiumOre +
        parts.marketPremiumOre +
        parts.accessibilityPremiumOre +
        parts.agreementPremiumOre -
        parts.groundProtectionFeeOre +
        parts.certificationPremiumOre +
        parts.natureConservationPremiumOre -
        parts.reloadDeductionOre;
      return {
        assortment,
        totalPriceOre,
        ...parts,
        ...(dividend ? { expectedDividendOre: Math.round(totalPriceOre * 0.035) } : {}),
      };
    }),
  };
}

type Answer = { status: number; body?: unknown };

export interface FakePriceCalculationApi {
  estates: PriceCalculationEstate[];
  calls: {
    method: string;
    path: string;
    body: unknown;
    headers: Headers;
    signal: AbortSignal | null;
  }[];
  /** The calculation calls so far (the estates call left out). */
  calculations(): { estateId: string; body: PriceCalculationInput }[];
  /** Answers the next call to a path (suffix match) with this instead. */
  failNext(pathEnd: string, answer: Answer): void;
  /** Holds the answer to the next call to a path until `release` is called. */
  holdNext(pathEnd: string): { release(): void };
  restore(): void;
}

export interface FakeOptions {
  estates?: PriceCalculationEstate[];
  /** PriceCalculationExpectedDividend on. */
  dividend?: boolean;
}

const problem = (status: number, type: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});

const calculationPath = /^\/api\/v1\/price-calculation\/estates\/([^/]+)\/calculation$/;

export function installFakePriceCalculationApi(options: FakeOptions = {}): FakePriceCalculationApi {
  const original = window.fetch;
  const estates = (options.estates ?? annaEstates()).map((e) => structuredClone(e));
  const calls: FakePriceCalculationApi['calls'] = [];
  const failures: { pathEnd: string; answer: Answer }[] = [];
  const holds: { pathEnd: string; gate: Promise<void> }[] = [];

  const answer = (method: string, path: string, body: unknown): Answer => {
    const failure = failures.findIndex((f) => path.endsWith(f.pathEnd));
    if (failure >= 0) return failures.splice(failure, 1)[0]!.answer;
    if (method === 'GET' && path === '/api/v1/price-calculation/estates')
      return { status: 200, body: priceCalculationEstatesSchema.parse({ estates }) };
    const match = calculationPath.exec(path);
    const estate = match && estates.find((e) => e.id === match[1]);
    if (method !== 'POST' || !estate) return problem(404, 'notFound');
    const parsed = priceCalculationInputSchema.safeParse(body);
    if (!parsed.success)
      return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
    return {
      status: 200,
      body: priceCalculationSchema.parse(table(estate, parsed.data, options.dividend ?? false)),
    };
  };

  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      method,
      path: url.pathname,
      body,
      headers: new Headers(init?.headers),
      signal: init?.signal ?? null,
    });
    const { status, body: out } = answer(method, url.pathname, body);
    const hold = holds.findIndex((h) => url.pathname.endsWith(h.pathEnd));
    if (hold >= 0) await holds.splice(hold, 1)[0]!.gate;
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(out === undefined ? null : JSON.stringify(out), {
      status,
      headers: { 'content-type': type },
    });
  };

  return {
    estates,
    calls,
    calculations: () =>
      calls.flatMap((c) => {
        const match = calculationPath.exec(c.path);
        return match ? [{ estateId: match[1]!, body: c.body as PriceCalculationInput }] : [];
      }),
    failNext: (pathEnd, result) => failures.push({ pathEnd, answer: result }),
    holdNext: (pathEnd) => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ pathEnd, gate });
      return { release };
    },
    restore: () => {
      window.fetch = original;
    },
  };
}
