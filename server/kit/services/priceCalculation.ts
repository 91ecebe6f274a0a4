import type { PriceCalculationEstate } from '../../../shared/contracts/price-calculation.ts';
import type { Db } from '../../db/client.ts';

/** The price calculation's estate values, for the timber agreement's review. */
export interface PriceCalculationService {
  /** One estate of the member with its calculation values, or null when it is not theirs. */
  membersEstate(db: Db, memberId: string, estateId: string): Promise<PriceCalculationEstate | null>;
}
