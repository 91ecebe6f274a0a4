import type { members } from '../db/schema.ts';
import type { PdfDocument } from '../pdf/index.ts';

/** What the certificate says (Swedish: the member prints or sends it on). */
export function certificateDocument(
  productName: string,
  member: Pick<
    typeof members.$inferSelect,
    'name' | 'customerNo' | 'isExplicitMember' | 'isFscCertified' | 'isPefcCertified'
  >,
  date: string,
  /** The estates it names (economy §6: estates adjusted by hand are left out). */
  estates: readonly { designation: string; productiveForestHa: number }[] = [],
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
          ...estates.map((estate) => ({
            key: 'Fastighet',
            value: `${estate.designation}, ${String(estate.productiveForestHa).replace('.', ',')} ha produktiv skogsmark`,
          })),
          { key: 'Datum', value: date },
        ],
      },
    ],
  };
}
