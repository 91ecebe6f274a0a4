import type { SQLWrapper } from 'drizzle-orm';
import type { Geometry } from '../../../shared/contracts/mapOverlays.ts';
import type { Db, Queryable, Tx } from '../../db/client.ts';

/** An agreement as its deliveries read it. */
export interface DeliveryAgreement {
  id: string;
  name: string;
  /** Shown as LV-<no>. */
  agreementNo: number;
  status: string;
  /** yyyy-MM-dd; null while open-ended. */
  validTo: string | null;
  /** 'v2' or 'v3' (shared/contracts/timber-agreements.ts agreementGenerations). */
  generation: string;
  /** Every co-owner's member id: who sees the agreement. */
  ownerIds: string[];
  reportedVolume: number;
}

/** The delivery-timber agreements, for their delivery notifications. */
export interface TimberAgreementsService {
  /** The agreement by id, or undefined; with `ownedBy`, only when that member owns it. */
  agreement(db: Queryable, id: string, ownedBy?: string): Promise<DeliveryAgreement | undefined>;
  /** Every agreement the member owns (with others or alone). */
  ownedAgreements(db: Queryable, memberId: string): Promise<DeliveryAgreement[]>;
  /** Its agreed volume per month and assortment (volume above 0), by month, then assortment. */
  agreedVolumes(
    db: Queryable,
    id: string,
  ): Promise<{ month: string; assortment: string; volume: number }[]>;
  /** The assortments it has volume for, in order. */
  agreedAssortments(db: Queryable, id: string): Promise<string[]>;
  /** Its estates with their borders, by designation. */
  estates(
    db: Queryable,
    id: string,
  ): Promise<{ id: string; designation: string; geometry: Geometry }[]>;
  /**
   * The ids of the agreements that no longer take deliveries on `today` (not active, or past
   * their end), as a subquery for an `inArray` in one statement.
   */
  endedAgreementIds(db: Db, today: string): SQLWrapper;
  /** Stores the volume its sent notifications report (§3), in the deliveries' transaction. */
  setReportedVolume(tx: Tx, id: string, volume: number): Promise<void>;
}
