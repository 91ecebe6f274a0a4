import { defineProblems } from '../problem.ts';

/** The trade error catalogue (economy-membership §8), each code with its Swedish message. */
export const capitalTradeProblems = defineProblems({
  TradeOrderPeriodNotFound: {
    status: 404,
    message: 'Handelsperioden kunde inte hittas.',
  },
  CurrentTradeOrderPeriodNotFound: {
    status: 409,
    message:
      'Det finns ingen öppen handelsperiod just nu. Du kan lägga en order när nästa period öppnar.',
  },
  TradeOrderNotFound: {
    status: 404,
    message: 'Ordern kunde inte hittas.',
  },
  OverlappingTradeOrderPeriods: {
    status: 409,
    message: 'Handelsperioden överlappar en befintlig period.',
  },
  ExistingTradeOrder: {
    status: 409,
    title: 'Det finns redan en order för perioden.',
    message:
      'Du har redan en order för det här kapitalet i perioden. Avbryt den först om du vill lägga en ny.',
  },
  InvalidOrderAccountType: {
    status: 409,
    message: 'Perioden är inte öppen för handel med det valda kapitalet.',
  },
  InvalidSignSession: {
    status: 404,
    message: 'Ordern som skulle slutföras kunde inte hittas.',
  },
  InvalidTradeOrderStatus: {
    status: 409,
    message: 'Ordern är inte aktiv.',
  },
  InvalidTradeOrderPeriod: {
    status: 409,
    message: 'Ordern tillhör inte den pågående handelsperioden.',
  },
  AmountGreaterThanRemainingAmountToRequiredPaidCapitalAmount: {
    status: 409,
    message: 'Angivet belopp överskrider återstående insatsskyldighet.',
  },
  TradeOrderAmountNotCovered: {
    status: 409,
    title: 'Beloppet täcks inte längre av ditt kapital.',
    message:
      'Ditt insatskapital har ändrats sedan du fyllde i ordern och räcker inte till beloppet. Ladda om sidan och ange ett nytt belopp.',
  },
  TradeRequiresMembership: {
    status: 403,
    message:
      'Handel med insatskapital kräver att du själv är medlem. Kontakta oss om du vill bli medlem.',
  },
  TradeOrganizationPaperForm: {
    status: 403,
    message:
      'Organisationer, dödsbon och utträdda medlemmar lägger order på blankett. Ladda ner orderblanketten och skicka den till oss.',
  },
});
export type CapitalTradeProblemType = keyof typeof capitalTradeProblems;
