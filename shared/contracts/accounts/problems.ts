import { defineProblems } from '../problem.ts';
import type { NewAccountBlockReason, WithdrawalBlockReason } from '../accounts.ts';

/**
 * The accounts area's codes. A withdrawal that is not possible answers the code of its reason
 * (§8's ten, and the organisation user of §6); the account's disabled withdraw button shows
 * the same message, so the member reads one text for one reason wherever it appears.
 */
export const accountsProblems = defineProblems({
  withdrawalInvalidAccountType: {
    status: 409,
    message:
      'Det går inte att ta ut pengar från den här kontotypen. Kontakta Skogsägarsupporten om du har frågor.',
  },
  withdrawalInsufficientBalance: {
    status: 409,
    message: 'Det finns inget tillgängligt saldo att ta ut från kontot.',
  },
  withdrawalNotActive: {
    status: 409,
    message: 'Kontot är inte aktivt, så det går inte att ta ut pengar från det.',
  },
  withdrawalSameYearLimit: {
    status: 409,
    message:
      'Du har redan gjort två uttag från betalningsplanen i år. Nästa uttag kan du göra nästa kalenderår.',
  },
  withdrawalSameDayLimit: {
    status: 409,
    message: 'Du har redan gjort ett uttag från betalningsplanen i dag. Försök igen i morgon.',
  },
  withdrawalLockedPlanBefore2024: {
    status: 409,
    message:
      'Betalningsplaner som upprättades före 2024 kan inte ändras här. Kontakta Skogsägarsupporten för att göra ett uttag.',
  },
  withdrawalLockedViaEService: {
    status: 409,
    message: 'Uttag från kontot är spärrade. Kontakta Skogsägarsupporten om du vill veta mer.',
  },
  withdrawalAfterAccountEnd: {
    status: 409,
    message: 'Kontots löptid har gått ut, så det går inte att göra fler uttag från det.',
  },
  withdrawalMinimumRemaining: {
    status: 409,
    message:
      'Minst 1 000 kr måste finnas kvar på kontot, så det finns inget belopp att ta ut just nu.',
  },
  withdrawalNotPossibleNow: {
    status: 409,
    message: 'Det går inte att göra ett uttag från kontot just nu. Försök igen senare.',
  },
  withdrawalOrganizationUser: {
    status: 403,
    message:
      'Som företagsanvändare kan du inte ta ut pengar med e-legitimation. Kontakta Skogsägarsupporten så hjälper vi dig.',
  },
  withdrawalExceedsAvailable: {
    status: 409,
    title: 'Beloppet överstiger det tillgängliga saldot.',
    message:
      'Saldot på kontot har ändrats och räcker inte till uttaget. Ladda om sidan och ange ett nytt belopp.',
  },
  withdrawalNotSignable: {
    status: 409,
    title: 'Uttaget väntar inte längre på underskrift.',
    message: 'Uttaget har ersatts av ett nyare eller avbrutits. Börja om från kontot.',
  },
  newAccountOrganizationUser: {
    status: 403,
    message:
      'Som företagsanvändare kan du inte öppna en fastränteplacering här. Kontakta Skogsägarsupporten så hjälper vi dig.',
  },
  newAccountNoMemberAccount: {
    status: 409,
    message:
      'Du behöver ett medlemskonto för att öppna en fastränteplacering. Kontakta Skogsägarsupporten.',
  },
  newAccountInsufficientBalance: {
    status: 409,
    message:
      'Det tillgängliga saldot på ditt medlemskonto räcker inte till den minsta placeringen.',
  },
  newAccountExceedsAvailable: {
    status: 409,
    title: 'Beloppet överstiger medlemskontots tillgängliga saldo.',
    message:
      'Saldot på ditt medlemskonto har ändrats och räcker inte till placeringen. Ladda om sidan och ange ett nytt belopp.',
  },
  newAccountRateChanged: {
    status: 409,
    title: 'Räntan har ändrats.',
    message:
      'Räntan för placeringen har ändrats sedan du började. Kontrollera den nya räntan och skriv under igen.',
  },
  newAccountNotSignable: {
    status: 409,
    title: 'Placeringen väntar inte längre på underskrift.',
    message: 'Placeringen har ersatts av en nyare eller avbrutits. Börja om.',
  },
  statementEmpty: {
    status: 404,
    title: 'Inga transaktioner i perioden.',
    message: 'Det finns inga transaktioner under den valda perioden. Välj en annan period.',
  },
  statementUnavailable: {
    status: 503,
    title: 'Kontoutdrag kan inte skapas just nu.',
    message: 'Det går inte att skapa kontoutdrag just nu. Försök igen om en stund.',
  },
});
export type AccountsProblemType = keyof typeof accountsProblems;

const capitalized = (reason: string) => reason[0]!.toUpperCase() + reason.slice(1);

/** The problem code (and so the message) of a withdrawal block reason. */
export const withdrawalProblemType = (reason: WithdrawalBlockReason) =>
  `withdrawal${capitalized(reason)}` as AccountsProblemType;

/** The problem code of a reason a new account cannot be opened. */
export const newAccountProblemType = (reason: NewAccountBlockReason) =>
  `newAccount${capitalized(reason)}` as AccountsProblemType;
