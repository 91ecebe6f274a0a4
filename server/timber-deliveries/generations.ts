import { eq } from 'drizzle-orm';
import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import {
  generationsOn,
  type AgreementGeneration,
} from '../../shared/contracts/timber-agreements.ts';
import type { Db } from '../db/client.ts';
import { areaService } from '../kit/services.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import { timberDeliveries } from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { problemOf } from '../kit/problem.ts';

/**
 * The generations whose deliveries are open (§2 feature flags: a generation's Delivery variant
 * beside its route set), by the rule the agreements list links them with.
 */
export function deliveryGenerations(flags: readonly FeatureFlag[]): AgreementGeneration[] {
  return generationsOn(flags, 'delivery');
}

/** An agreement of a generation whose deliveries are off answers as not found (404). */
export async function refuseAgreementOff(
  db: Db,
  agreementId: string,
  on: readonly AgreementGeneration[],
) {
  if (!isUuid(agreementId)) throw problemOf(timberProblems, 'OpportunityNotFound');
  const row = await areaService('timberAgreements').agreement(db, agreementId);
  if (row && !on.includes(row.generation as AgreementGeneration))
    throw problemOf(timberProblems, 'OpportunityNotFound');
}

/** The same for a delivery, by its agreement's generation. */
export async function refuseDeliveryOff(
  db: Db,
  deliveryId: string,
  on: readonly AgreementGeneration[],
) {
  if (!isUuid(deliveryId)) throw problemOf(timberProblems, 'DeliveryNotFound');
  const [delivery] = await db
    .select({ agreementId: timberDeliveries.agreementId })
    .from(timberDeliveries)
    .where(eq(timberDeliveries.id, deliveryId));
  const row =
    delivery && (await areaService('timberAgreements').agreement(db, delivery.agreementId));
  if (row && !on.includes(row.generation as AgreementGeneration))
    throw problemOf(timberProblems, 'DeliveryNotFound');
}
