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
  /** The certificate job failed (its attempts are spent); the next request starts a new one. */
  certificateFailed: {
    status: 503,
    title: 'Intyget kunde inte skapas.',
    message: 'Intyget kunde inte skapas. Försök igen om en stund.',
  },
  /** Economy §6: a certification held outside the cooperative gives no certificate here. */
  certificateCertifiedOutside: {
    status: 409,
    title: 'Intyget kan inte laddas ned: certifierad utanför föreningen.',
    message:
      'Du är certifierad genom en annan organisation, så intyget kan inte laddas ned här. Kontakta din skogsrådgivare.',
  },
  /** Economy §6: no estate the certificate may name (adjusted by hand, or none on record). */
  certificateNoEligibleEstates: {
    status: 409,
    title: 'Intyget kan inte laddas ned: inga fastigheter att visa.',
    message:
      'Det finns inga fastigheter att visa på intyget. Kontakta din skogsrådgivare så hjälper vi dig.',
  },
});
export type ProfileProblemType = keyof typeof profileProblems;
