import type { InvoiceStatus } from '../../shared/contracts/electricity.ts';
import { formatOre } from '../../shared/format/index.ts';
import type { PdfDocument } from '../pdf/index.ts';
import type { electricityCustomers, electricityInvoices } from './schema.ts';
import { invoiceStatus } from './invoiceStatus.ts';

const statusText: Record<InvoiceStatus, string> = {
  delayed: 'Försenad',
  unpaid: 'Obetald',
  notPaidOut: 'Ej utbetald',
  paid: 'Betald',
};

export const invoiceFileName = (invoiceNumber: number) => `elfaktura-${invoiceNumber}.pdf`;

/** An invoice as the member keeps it: who, which facility and period, the amounts, the status. */
export function invoiceDocument(
  productName: string,
  customer: typeof electricityCustomers.$inferSelect,
  invoice: typeof electricityInvoices.$inferSelect,
  today: string,
): PdfDocument {
  return {
    title: `Elfaktura ${invoice.invoiceNumber}`,
    header: { name: `${productName} El` },
    createdAt: new Date(`${invoice.periodTo}T12:00:00Z`),
    blocks: [
      {
        kind: 'keyValues',
        rows: [
          { key: 'Kund', value: customer.name },
          { key: 'Kundnummer', value: customer.customerNumber },
          { key: 'Adress', value: `${customer.address}, ${customer.postalCode} ${customer.city}` },
          { key: 'Anläggnings-id', value: invoice.facilityId },
        ],
      },
      { kind: 'heading', text: 'Faktura' },
      {
        kind: 'table',
        columns: [
          { header: 'Period', width: 2 },
          { header: 'Förfallodatum' },
          { header: 'Betaldatum' },
          { header: 'Status' },
          { header: 'Belopp', align: 'right' },
          { header: 'Kvar att betala', align: 'right' },
        ],
        rows: [
          [
            `${invoice.periodFrom} – ${invoice.periodTo}`,
            invoice.dueDate,
            invoice.paymentDate ?? '–',
            statusText[invoiceStatus(invoice, today)],
            formatOre(invoice.amountOre),
            formatOre(invoice.remainingOre),
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Betala till bankgiro 5555-1234 och ange fakturanumret som referens.',
      },
    ],
  };
}
