import { priceCalculationElement } from '../../shared/contracts/price-calculation/element.ts';
import type {
  PriceCalculation,
  PriceCalculationEstate,
  PriceCalculationInput,
} from '../../shared/contracts/price-calculation.ts';
import { priceCalculationProblems } from '../../shared/contracts/price-calculation/problems.ts';
import { priceCalculationRoutes } from '../../shared/contracts/price-calculation/routes.ts';
import { assortments, type Assortment } from '../../shared/contracts/price-model.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi, problem } from '../../shared/testing/fakeApi.ts';

/**
 * The price calculation element's test support: Anna's two estates, and a stand-in for
 * /api/v1/price-calculation made from its route table (the real server and the price model
 * are tested in server/price-calculation and server/price-model). The prices follow the
 * model's rules on a small list (not its exact figures): enough that every input moves the
 * table.
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

export interface FakeOptions {
  estates?: PriceCalculationEstate[];
  /** PriceCalculationExpectedDividend on. */
  dividend?: boolean;
}

export type FakePriceCalculationApi = ReturnType<typeof installFakePriceCalculationApi>;

export function installFakePriceCalculationApi(options: FakeOptions = {}) {
  const estates = (options.estates ?? annaEstates()).map((e) => structuredClone(e));
  const api = installFakeApi(
    priceCalculationRoutes,
    {
      getEstates: () => ({ estates }),
      calculate: ({ params, body }) => {
        const estate = estates.find((e) => e.id === params.estateId);
        if (!estate) return problem('notFound');
        return table(estate, body, options.dividend ?? false);
      },
    },
    { problems: priceCalculationProblems },
  );
  return Object.assign(api, {
    estates,
    /** The calculation calls so far (the estates call left out). */
    calculations: () =>
      api
        .callsOf('calculate')
        .map((c) => ({ estateId: c.params.estateId!, body: c.body as PriceCalculationInput })),
  });
}

/** The price calculation element for each test: Anna on the fake above, unless set up otherwise. */
export const priceCalculationPerTest = () =>
  demoElementPerTest(
    { name: priceCalculationElement.element, define: () => import('./index.tsx') },
    installFakePriceCalculationApi,
  );
