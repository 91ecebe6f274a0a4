import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { CertificateType } from '../../shared/contracts/certification.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { members } from '../db/schema.ts';
import {
  carriesOut,
  defineTaskKind,
  lockedTaskSubject,
  refuses,
  type Tx,
} from '../staff-desk/kinds.ts';
import { certificationApplications, certificationQuestions } from './schema.ts';

const typeNames: Record<CertificateType, string> = {
  FSC: 'FSC',
  PEFC: 'PEFC',
  FSCAndPEFC: 'FSC och PEFC (dubbelcertifiering)',
};

/** The application still under processing, locked; anything else refuses the action. */
const pendingApplication = (tx: Tx, id: string) =>
  lockedTaskSubject(
    tx,
    certificationApplications,
    id,
    (row) => row.status === 'pending',
    'Ansökan är inte längre under behandling.',
  );

/**
 * A signed certification application (§4 'under processing') for the adviser. Subject: the
 * certification_applications row. Approving issues the certificate today (the member's
 * profile then holds the type applied for, §3); rejecting needs the reason the member reads.
 */
export const certificationApplicationReview = defineTaskKind({
  name: 'certificationApplicationReview',
  label: 'Ansökan om skogscertifiering',
  data: z.object({ certificateType: z.enum(['FSC', 'PEFC', 'FSCAndPEFC']) }),
  details: async (task, db) => {
    const [row] = await db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.id, task.subjectId));
    if (!row) return [{ label: 'Ansökan', value: 'Finns inte längre' }];
    const questions = await db.select().from(certificationQuestions);
    const text = new Map(questions.map((q) => [q.id, q.text]));
    return [
      { label: 'Certifiering', value: typeNames[row.certificateType as CertificateType] },
      {
        label: 'Produktiv skogsmark',
        value: `${String(row.totalAreaForestHa).replace('.', ',')} ha`,
      },
      {
        label: 'Svar',
        value: Object.entries(row.answers).map(
          ([id, answer]) => `${text.get(id) ?? id}: ${answer === 'yes' ? 'Ja' : 'Nej'}`,
        ),
      },
      { label: 'Meddelande till rådgivaren', value: row.advisorMessage || 'Inget meddelande' },
    ];
  },
  actions: {
    approve: carriesOut('Godkänn och utfärda certifikat', async (tx, task) => {
      const row = await pendingApplication(tx, task.subjectId);
      const now = new Date();
      await tx
        .update(certificationApplications)
        .set({ status: 'completed', issuedOn: todayInSweden(now), decidedAt: now })
        .where(eq(certificationApplications.id, row.id));
      const type = row.certificateType as CertificateType;
      await tx
        .update(members)
        .set({
          ...(type !== 'PEFC' ? { isFscCertified: true } : {}),
          ...(type !== 'FSC' ? { isPefcCertified: true } : {}),
        })
        .where(eq(members.id, row.memberId));
    }),
    reject: refuses('Avslå', async (tx, task, _staff, note) => {
      const row = await pendingApplication(tx, task.subjectId);
      await tx
        .update(certificationApplications)
        .set({ status: 'rejected', decidedAt: new Date(), rejectionReason: note })
        .where(eq(certificationApplications.id, row.id));
    }),
  },
});
