import type { EconomicDevelopment } from '../../../shared/contracts/economic-development.ts';
import type { Db } from '../../db/client.ts';

/** The member's economic development, for the economics overview. */
export interface EconomicDevelopmentService {
  /** The member's years, oldest first. */
  economicDevelopmentOf(db: Db, memberId: string): Promise<EconomicDevelopment>;
}
