import type { Db } from '../../db/client.ts';

/** Why the certificate cannot be downloaded (economy §6), or null when it can. */
export type CertificateRefusal = 'certifiedOutsideCooperative' | 'noEligibleEstates';

export interface CertificateEstates {
  refusal: CertificateRefusal | null;
  /** The estates the certificate names: the member's, on record, not adjusted by hand. */
  estates: { designation: string; productiveForestHa: number }[];
}

/** Certification's facts, for the member's certificate (profile). */
export interface CertificationService {
  certificateEstates(db: Pick<Db, 'select'>, memberId: string): Promise<CertificateEstates>;
}
