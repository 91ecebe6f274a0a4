import { tradeConstants } from '../../shared/contracts/capital-trade.ts';
import type { PdfDocument } from '../pdf/index.ts';

/**
 * The paper order form (§2, §6): organisations, estates of deceased persons and departed
 * members fill it in by hand and send it to the cooperative.
 */
export function orderFormDocument(
  productName: string,
  member: { name: string; customerNo: string },
): PdfDocument {
  const line = '______________________________';
  return {
    title: 'Orderblankett – handel med insatskapital',
    header: { name: productName },
    blocks: [
      {
        kind: 'paragraph',
        text:
          'Organisationer, dödsbon och utträdda medlemmar lägger order på denna blankett. ' +
          'Ordern ska ha kommit in senast sista dagen i handelsperioden. Ingen courtage tas ut.',
      },
      {
        kind: 'keyValues',
        rows: [
          { key: 'Medlem', value: member.name },
          { key: 'Kundnummer', value: member.customerNo },
          { key: 'Kapital', value: '[ ] Emitterat   [ ] Inbetalt   [ ] Emitterat och inbetalt' },
          { key: 'Order', value: '[ ] Köp   [ ] Försäljning' },
          { key: 'Belopp (kr)', value: line },
          { key: 'Kurs (%, lägst 100)', value: line },
          { key: 'E-post och telefon', value: line },
          { key: 'Politiskt exponerad person', value: '[ ] Ja   [ ] Nej' },
          { key: 'Ort och datum', value: line },
          { key: 'Underskrift (firmatecknare, dödsbodelägare eller medlem)', value: line },
          { key: 'Namnförtydligande', value: line },
        ],
      },
      {
        kind: 'paragraph',
        text: `Villkor för handel med insatskapital daterade ${tradeConstants.termsDate} gäller.`,
      },
    ],
  };
}
