import { tradeConstants } from '../../shared/contracts/capital-trade.ts';
import { tradeTerms } from '../../shared/contracts/capital-trade/terms.ts';
import type { PdfBlock, PdfDocument } from '../pdf/index.ts';

/** The names the documents are saved under (Content-Disposition and x-filename). */
export const tradeDocumentFileNames = {
  orderForm: 'orderblankett-insatskapital.pdf',
  terms: `villkor-handel-med-insatskapital-${tradeConstants.termsDate}.pdf`,
  pricing: 'prissattning-insatskapital.pdf',
} as const;

/** The trade terms as a PDF: the same text as the terms modal (shared/contracts/capital-trade/terms.ts). */
export function termsDocument(productName: string): PdfDocument {
  return {
    title: tradeTerms.title,
    header: { name: productName },
    blocks: tradeTerms.paragraphs.map((text, index): PdfBlock => ({
      kind: 'paragraph',
      text: `${index + 1}. ${text}`,
    })),
  };
}

const percent = (hundredths: number) => `${hundredths / 100} %`;

/** How pricing works: the title and, per heading, its paragraphs (the PDF's content). */
export const pricingGuide = {
  title: 'Så fungerar prissättningen av insatskapital',
  sections: [
    {
      heading: 'Kursen',
      text: [
        `Insatskapital köps och säljs till en kurs i procent av det nominella beloppet. Den lägsta kursen är ${percent(tradeConstants.rateMin)}, så ingen säljer sitt insatskapital under det nominella värdet. Den högsta kurs du kan ange är ${percent(tradeConstants.rateMax)}.`,
        'Du anger själv kursen när du lägger din order. Som köpare anger du den högsta kurs du är beredd att betala, som säljare den lägsta kurs du är beredd att sälja till.',
      ],
    },
    {
      heading: 'Så möts köpare och säljare',
      text: [
        'Handeln sker i månadsvisa handelsperioder. Efter periodens sista dag ställer föreningen samman alla köp- och säljordrar i perioden och räknar fram periodens kurs: den kurs där störst belopp kan köpas och säljas.',
        'Alla affärer i perioden görs till periodens kurs. En köporder genomförs om du har angett periodens kurs eller en högre, en säljorder om du har angett periodens kurs eller en lägre. Du handlar alltså aldrig till en sämre kurs än den du har angett.',
        'Räcker inte utbudet eller efterfrågan till alla ordrar vid periodens kurs fördelas beloppet i förhållande till ordrarnas storlek. Det som inte genomförs upphör när perioden är slut; du kan lägga en ny order i nästa period.',
      ],
    },
    {
      heading: 'Summan och betalningen',
      text: [
        'Summan är belopp gånger kurs. Köper du insatskapital för 10 000 kr till kursen 102,5 % blir summan 10 250 kr.',
        'Vid köp dras summan från ditt medlemskonto och vid försäljning sätts den in på ditt medlemskonto när handeln är genomförd.',
      ],
    },
    {
      heading: 'Inga avgifter',
      text: ['Föreningen förmedlar handeln utan courtage och tar inga andra avgifter för den.'],
    },
    {
      heading: 'Hur mycket du kan handla',
      text: [
        `Inbetalt insatskapital kan du köpa upp till din insatsskyldighet, ${tradeConstants.obligationPerHectareOre / 100} kr per hektar produktiv skogsmark och högst ${tradeConstants.maxStakes} insatser, och sälja den del som överstiger insatsskyldigheten. Emitterat insatskapital kan du sälja upp till det du äger.`,
      ],
    },
  ],
} as const;

export function pricingDocument(productName: string): PdfDocument {
  return {
    title: pricingGuide.title,
    header: { name: productName },
    blocks: pricingGuide.sections.flatMap((section): PdfBlock[] => [
      { kind: 'heading', text: section.heading },
      ...section.text.map((text): PdfBlock => ({ kind: 'paragraph', text })),
    ]),
  };
}
