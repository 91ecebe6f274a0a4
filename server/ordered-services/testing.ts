import { eq } from 'drizzle-orm';
import { serviceTreatmentTypes } from '../../shared/contracts/ordered-services.ts';
import type { Db } from '../db/client.ts';
import { serviceOrders } from './schema.ts';
import { orderRow } from './seed.ts';

export { demoServiceOrders } from './seed.ts';

/**
 * `count` plausible orders for one member (the long-list test and the benchmark): every
 * treatment type, a third finished, steps spread, signed 2021-2025, numbers 9000000 up.
 */
export function manyOrders(memberId: string, count: number) {
  const types = serviceTreatmentTypes;
  return Array.from({ length: count }, (_, i) =>
    orderRow({
      memberId,
      serviceOrderNumber: `9${String(i).padStart(6, '0')}`,
      subProject: `4900-${String(i % 40).padStart(4, '0')}`,
      treatmentType: types[i % types.length]!,
      estate: `Skogsby ${i % 25}:1`,
      state: i % 3 === 0 ? 'finished' : 'active',
      signedOn: `202${1 + (i % 5)}-0${1 + (i % 9)}-15`,
      totalAreaHa: 2 + (i % 10),
      stepsCompleted: i % 3 === 0 ? 4 : i % 4,
      stepsTotal: 4,
      worker: null,
      totalVolumeM3fub: null,
      lastModifiedAt: new Date('2026-01-01T00:00:00Z'),
      managerName: 'Johan Lindqvist',
      managerPhone: null,
      relatedLinks: [],
    }),
  );
}

/** For other areas' server tests: a work order's state as the cooperative's system sets it. */
export async function setServiceOrderState(
  db: Db,
  serviceOrderNumber: string,
  state: 'active' | 'finished',
) {
  await db
    .update(serviceOrders)
    .set({ state })
    .where(eq(serviceOrders.serviceOrderNumber, serviceOrderNumber));
}
