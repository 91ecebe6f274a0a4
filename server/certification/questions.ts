import { and, asc, inArray, lte } from 'drizzle-orm';
import type {
  CertificateType,
  CertificationQuestion,
} from '../../shared/contracts/certification.ts';
import type { Db } from '../db/client.ts';
import { certificationQuestions } from './schema.ts';

type Reader = Pick<Db, 'select'>;

/** The types whose questions an application for `type` answers. */
const typesAsked = (type: CertificateType) =>
  type === 'FSCAndPEFC' ? ['any', 'FSC', 'PEFC'] : ['any', type];

/** The questions for a certificate type and the member's total productive forest (ha). */
export async function questionsFor(
  db: Reader,
  type: CertificateType,
  totalAreaForestHa: number,
): Promise<CertificationQuestion[]> {
  const rows = await db
    .select()
    .from(certificationQuestions)
    .where(
      and(
        inArray(certificationQuestions.certificateType, typesAsked(type)),
        lte(certificationQuestions.minAreaHa, totalAreaForestHa),
      ),
    )
    .orderBy(asc(certificationQuestions.sortOrder), asc(certificationQuestions.id));
  return rows.map((r) => ({ id: r.id, text: r.text, help: r.help }));
}
