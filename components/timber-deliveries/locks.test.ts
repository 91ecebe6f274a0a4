import { describe, expect, it } from 'vitest';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import type { DeliverySummary } from '../../shared/contracts/timber-deliveries.ts';
import { deliveryLocks, sendRefusal } from './locks.ts';
import { demoDetail } from './testing.ts';

const tags = (status: 'Ordered' | 'Handled'): DeliverySummary['stackTags'] => ({
  status,
  street: 'Skogsvägen 12',
  postalCode: '35246',
  city: 'Växjö',
  lines: [{ assortment: 'grantimmer', tags: 4 }],
  orderedAt: '2026-11-26T09:00:00.000Z',
  expectedBy: '2026-12-03',
});
const delivery = (over: Partial<DeliverySummary>): DeliverySummary => ({
  id: 'd',
  timberOrderNumber: 'VO-2',
  agreementNumber: 'LV-1',
  status: 'Draft',
  finalDeliveryReason: null,
  createdAt: '2026-11-10T09:00:00.000Z',
  closedAt: null,
  landings: 1,
  assortments: [],
  volume: 0,
  stackTags: null,
  eudrStatus: 'None',
  completion: null,
  ...over,
});

describe('deliveryLocks', () => {
  it('locks nothing without a pending order or a running review', () => {
    expect(deliveryLocks(delivery({ stackTags: tags('Handled'), eudrStatus: 'Approved' }))).toEqual(
      { reason: null, landingsLocked: false, assortmentsLocked: false },
    );
  });
  it('locks assortments and completing, not landings, while stack tags wait', () => {
    expect(deliveryLocks(delivery({ stackTags: tags('Ordered') }))).toEqual({
      reason: 'landings.stackTagsPending',
      landingsLocked: false,
      assortmentsLocked: true,
    });
  });
  it('locks every change during the origin review, whose reason covers pending stack tags', () => {
    const locked = {
      reason: 'landings.reviewRunning',
      landingsLocked: true,
      assortmentsLocked: true,
    };
    expect(deliveryLocks(delivery({ eudrStatus: 'InReview' }))).toEqual(locked);
    expect(deliveryLocks(delivery({ eudrStatus: 'InReview', stackTags: tags('Ordered') }))).toEqual(
      locked,
    );
  });
  it('leaves a closed notification to its own read-only rule', () => {
    expect(deliveryLocks(delivery({ status: 'Closed', eudrStatus: 'InReview' })).reason).toBeNull();
  });
});

describe('sendRefusal (what requireReady refuses, in its order)', () => {
  const ready = (over: Partial<DeliverySummary>, eudrVolume: number | null = 300) => {
    const detail = demoDetail();
    return { ...detail, eudrVolume, delivery: { ...detail.delivery, ...over } };
  };
  it('lets an approved origin with the volume within the EUDR volume go', () => {
    expect(sendRefusal(ready({}), true)).toBeNull();
  });
  it('needs assortments first', () => {
    expect(sendRefusal(ready({ assortments: [], volume: 0, eudrStatus: 'None' }), true)).toBe(
      timberProblems.DeliveryWithoutAssortments.message,
    );
  });
  it('needs origin areas and an EUDR volume', () => {
    expect(sendRefusal({ ...ready({ eudrStatus: 'None' }), originAreas: [] }, true)).toBe(
      timberProblems.AreasMissing.message,
    );
    expect(sendRefusal(ready({ eudrStatus: 'None' }, null), true)).toBe(
      timberProblems.AreasMissing.message,
    );
  });
  it('needs the origin approved: never reviewed or returned', () => {
    for (const eudrStatus of ['None', 'Returned'] as const)
      expect(sendRefusal(ready({ eudrStatus }), true)).toBe(
        'Ursprunget måste vara godkänt innan du kan skicka eller slutföra.',
      );
  });
  it('needs the volume within the EUDR volume', () => {
    expect(sendRefusal(ready({ volume: 301 }), true)).toBe(
      timberProblems.TotalVolumeAboveEuReportedLimit.message,
    );
    expect(sendRefusal(ready({ volume: 300 }), true)).toBeNull();
  });
  it('with the flag Eudr off asks for assortments only, never the origin', () => {
    const noOrigin = { ...ready({ eudrStatus: 'None' }, null), originAreas: [] };
    expect(sendRefusal(noOrigin, false)).toBeNull();
    expect(sendRefusal(ready({ eudrStatus: 'Returned', volume: 900 }), false)).toBeNull();
    expect(
      sendRefusal({ ...noOrigin, delivery: { ...noOrigin.delivery, assortments: [] } }, false),
    ).toBe(timberProblems.DeliveryWithoutAssortments.message);
  });
  it('leaves a running review and a closed notification to their own reasons', () => {
    expect(sendRefusal(ready({ eudrStatus: 'InReview' }), true)).toBeNull();
    expect(sendRefusal(ready({ status: 'Closed', eudrStatus: 'None' }), true)).toBeNull();
  });
});
