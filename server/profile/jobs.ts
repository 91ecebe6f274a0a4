import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { todayInSweden } from '../../shared/time/index.ts';
import { members } from '../db/schema.ts';
import { defineJobKind, PermanentJobError } from '../jobs/index.ts';
import { renderPdf } from '../pdf/index.ts';
import { areaService } from '../kit/services.ts';
import { certificateDocument } from './certificate.ts';

/** What the finished job keeps besides the PDF (jobs.result). */
export interface CertificateResult {
  fileName: string;
}

/**
 * The membership certificate (platform §7), made by the job runner while the member's
 * client polls POST /api/v1/memberProfiles/certificate (202). The PDF is the job's file.
 * `requestedAt` is when the member asked: the certificate's date is that day in Sweden.
 * Safe to run twice: it only reads the member and renders.
 */
export const makeCertificate = defineJobKind({
  name: 'profile.certificate',
  payload: z.object({
    memberId: z.string(),
    productName: z.string(),
    requestedAt: z.iso.datetime(),
  }),
  // The member is waiting (a minute of polls at most): two quick tries, then the problem.
  maxAttempts: 2,
  retryDelayMs: () => 1000,
  handler: async ({ memberId, productName, requestedAt }, { db, setFile }) => {
    const [member] = await db.select().from(members).where(eq(members.id, memberId));
    if (!member) throw new PermanentJobError(`No member ${memberId}`);
    const requested = new Date(requestedAt);
    const date = todayInSweden(requested);
    const { estates } = await areaService('certification').certificateEstates(db, memberId);
    setFile(
      await renderPdf({
        ...certificateDocument(productName, member, date, estates),
        createdAt: requested,
      }),
    );
    return {
      fileName: `medlemsintyg-${member.customerNo}-${date}.pdf`,
    } satisfies CertificateResult;
  },
});
