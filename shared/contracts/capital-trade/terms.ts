import { tradeConstants } from '../capital-trade.ts';

/**
 * The trade terms of 2017-06-30 (economy-membership §9), written once: the terms modal
 * (components/capital-trade/TermsText.tsx) and the terms PDF (server/capital-trade/documents.ts)
 * both show this text.
 */
export const tradeTerms = {
  title: `Villkor för handel med insatskapital, ${tradeConstants.termsDate}`,
  paragraphs: [
    'Handel med insatskapital sker mellan föreningens medlemmar i månadsvisa handelsperioder. Föreningen förmedlar handeln och tar inget courtage.',
    'En order ska ha kommit in senast den sista dagen i handelsperioden. Du kan ha en köp- eller säljorder per kapitaltyp och period, och du kan avbryta den så länge perioden pågår.',
    'Kursen anges i procent av det nominella beloppet och är lägst 100 %. Ordern genomförs bara om det finns en motpart till den kurs du har angett eller en bättre.',
    'Vid köp dras summan från ditt medlemskonto. Vid försäljning sätts summan in på ditt medlemskonto. Inbetalt insatskapital kan bara köpas upp till din insatsskyldighet och bara säljas utöver den.',
    'En order är bindande när du har skrivit under den med BankID. Föreningen kan stoppa en order som bryter mot villkoren eller stadgarna.',
  ],
} as const;
