import { defineProblems } from '../problem.ts';

/**
 * The signing service's codes (server/signing). InvalidSignSession is the spec's
 * (economy §8: "order to finalise not found"); signOrderInProgress reads as BankID's RFA4.
 */
export const signingProblems = defineProblems({
  signingImpersonationNotAllowed: {
    status: 403,
    message: 'Du kan inte skriva under åt medlemmen när du är inloggad som personal.',
  },
  signerHasNoEid: {
    status: 403,
    title: 'Personnummer saknas för den som skriver under.',
    message:
      'Du har inget personnummer registrerat och kan därför inte skriva under med e-legitimation.',
  },
  InvalidSignSession: {
    status: 404,
    title: 'Underskriften hittades inte.',
    message: 'Underskriften hittades inte. Börja om och skriv under igen.',
  },
  signOrderInProgress: {
    status: 409,
    title: 'En underskrift pågår redan.',
    message: 'En identifiering eller underskrift pågår redan för ditt personnummer. Försök igen.',
  },
  signOrderNotPending: {
    status: 409,
    message: 'Underskriften är redan avslutad.',
  },
  signLinkNotFound: {
    status: 404,
    title: 'Länken för underskrift hittades inte.',
    message:
      'Länken för underskrift finns inte eller är inte till dig. Kontrollera att du är inloggad som den som ska skriva under.',
  },
  signLinkExpired: {
    status: 410,
    title: 'Länken gäller inte längre.',
    message:
      'Länken för underskrift gäller inte längre: den har gått ut eller ersatts av en nyare. Be om en ny länk.',
  },
  signLinkUsed: {
    status: 409,
    title: 'Länken är redan använd.',
    message: 'Länken för underskrift är redan använd. En länk fungerar bara en gång.',
  },
  signingUnavailable: {
    status: 503,
    title: 'Det går inte att skriva under just nu.',
    message: 'Det går inte att skriva under just nu. Försök igen om en stund.',
  },
});
export type SigningProblemType = keyof typeof signingProblems;
