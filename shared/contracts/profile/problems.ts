import { defineProblems } from '../problem.ts';

/** The profile's own codes (economy §8); versionConflict/versionRequired are shared. */
export const profileProblems = defineProblems({
  DefaultContactInformationConflictError: {
    status: 409,
    title: 'Kontaktuppgifterna krockar med ett annat konto.',
    message: 'Uppgifterna kunde inte sparas. Kontrollera alla fält och försök igen.',
  },
  DuplicateEmail: {
    status: 409,
    title: 'E-postadressen används redan.',
    message:
      'E-postadressen används redan av ett annat konto. Ange en annan e-postadress eller kontakta oss.',
  },
  DuplicateMobilePhoneNumber: {
    status: 409,
    title: 'Mobilnumret används redan.',
    message:
      'Mobilnumret används redan av ett annat konto. Ange ett annat mobilnummer eller kontakta oss.',
  },
});
export type ProfileProblemType = keyof typeof profileProblems;
