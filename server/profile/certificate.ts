import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { certificateRequests, members } from '../db/schema.ts';
import { notFound } from '../http/problem.ts';
import { renderPdf, type PdfDocument } from '../pdf/index.ts';
import { todayInSweden } from '../../shared/time/index.ts';

export type CertificateAnswer =
  { kind: 'pending' } | { kind: 'ready'; pdf: Buffer; fileName: string };

export interface CertificateOptions {
  productName: string;
  now: Date;
  /** How long "making" a certificate takes; the first call answers 202 meanwhile. */
  delayMs: number;
}

/**
 * POST /api/v1/memberProfiles/certificate as a real polled job (platform §7): the first
 * call files a request ready `delayMs` later; calls before then are pending (202); the first
 * call after it gets the PDF and marks the request delivered, so the next download starts over.
 */
export async function certificateFor(
  db: Db,
  memberId: string,
  options: CertificateOptions,
): Promise<CertificateAnswer> {
  const delivered = await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(certificateRequests)
      .where(
        and(eq(certificateRequests.memberId, memberId), isNull(certificateRequests.deliveredAt)),
      )
      .orderBy(desc(certificateRequests.requestedAt))
      .limit(1)
      .for('update');
    if (!open) {
      await tx.insert(certificateRequests).values({
        memberId,
        requestedAt: options.now,
        readyAt: new Date(options.now.getTime() + options.delayMs),
      });
      return false;
    }
    if (open.readyAt.getTime() > options.now.getTime()) return false;
    await tx
      .update(certificateRequests)
      .set({ deliveredAt: options.now })
      .where(eq(certificateRequests.id, open.id));
    return true;
  });
  if (!delivered) return { kind: 'pending' };

  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw notFound();
  // The certificate's date is the member's day: in Sweden, not UTC.
  const date = todayInSweden(options.now);
  return {
    kind: 'ready',
    fileName: `medlemsintyg-${member.customerNo}-${date}.pdf`,
    pdf: await renderPdf({
      ...certificateDocument(options.productName, member, date),
      createdAt: options.now,
    }),
  };
}

/** What the certificate says (Swedish: the member prints or sends it on). */
export function certificateDocument(
  productName: string,
  member: Pick<
    typeof members.$inferSelect,
    'name' | 'customerNo' | 'isExplicitMember' | 'isFscCertified' | 'isPefcCertified'
  >,
  date: string,
): PdfDocument {
  const certification =
    member.isFscCertified && member.isPefcCertified
      ? 'FSC och PEFC'
      : member.isFscCertified
        ? 'FSC'
        : member.isPefcCertified
          ? 'PEFC'
          : 'Ej certifierad';
  return {
    title: 'Medlemsintyg',
    header: { name: productName },
    blocks: [
      {
        kind: 'paragraph',
        text: `${productName} intygar att nedanstående är medlem i föreningen.`,
      },
      {
        kind: 'keyValues',
        rows: [
          { key: 'Namn', value: member.name },
          { key: 'Kundnummer', value: member.customerNo },
          {
            key: 'Medlemskap',
            value: member.isExplicitMember ? 'Medlem' : 'Delägare i medlemskap',
          },
          { key: 'Skogscertifiering', value: certification },
          { key: 'Datum', value: date },
        ],
      },
    ],
  };
}
