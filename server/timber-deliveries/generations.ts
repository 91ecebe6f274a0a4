import { eq } from 'drizzle-orm';
import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import {
  generationsOn,
  type AgreementGeneration,
} from '../../shared/contracts/timber-agreements.ts';
import type { Db } from '../db/client.ts';
import { areaService } from '../kit/services.ts';
import { isUuid, timberProblem } from '../timber-agreements/problems.ts';
import { timberDeliveries } from './schema.ts';

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
  if (!isUuid(agreementId)) throw timberProblem('OpportunityNotFound');
  const row = await areaService('timberAgreements').agreement(db, agreementId);
  if (row && !on.includes(row.generation as AgreementGeneration))
    throw timberProblem('OpportunityNotFound');
}

/** The same for a delivery, by its agreement's generation. */
export async function refuseDeliveryOff(
  db: Db,
  deliveryId: string,
  on: readonly AgreementGeneration[],
) {
  if (!isUuid(deliveryId)) throw timberProblem('DeliveryNotFound');
  const [delivery] = await db
    .select({ agreementId: timberDeliveries.agreementId })
    .from(timberDeliveries)
    .where(eq(timberDeliveries.id, deliveryId));
  const row =
    delivery && (await areaService('timberAgreements').agreement(db, delivery.agreementId));
  if (row && !on.includes(row.generation as AgreementGeneration))
    throw timberProblem('DeliveryNotFound');
}
