import { eq } from 'drizzle-orm';
import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import {
  generationsOn,
  type AgreementGeneration,
} from '../../shared/contracts/timber-agreements.ts';
import type { Db } from '../db/client.ts';
import { timberAgreements } from '../timber-agreements/schema.ts';
import { timberDeliveries } from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber-agreements/problems.ts';
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
  const [row] = await db
    .select({ generation: timberAgreements.generation })
    .from(timberAgreements)
    .where(eq(timberAgreements.id, agreementId));
  if (row && !on.includes(row.generation as AgreementGeneration))
    throw problemOf(timberProblems, 'OpportunityNotFound');
}

/** The same for a delivery, by its agreement's generation. */
export async function refuseDeliveryOff(
  db: Db,
  deliveryId: string,
  on: readonly AgreementGeneration[],
) {
  const [row] = await db
    .select({ generation: timberAgreements.generation })
    .from(timberDeliveries)
    .innerJoin(timberAgreements, eq(timberAgreements.id, timberDeliveries.agreementId))
    .where(eq(timberDeliveries.id, deliveryId));
  if (row && !on.includes(row.generation as AgreementGeneration))
    throw problemOf(timberProblems, 'DeliveryNotFound');
}
