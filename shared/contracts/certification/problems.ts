import { defineProblems } from '../problem.ts';

/** The certification catalogue (economy-membership §8), each code with its Swedish message. */
export const certificationProblems = defineProblems({
  CertificationNotFound: {
    status: 404,
    message: 'Uppgifterna om skogscertifiering kunde inte hittas.',
  },
  CertificationProfileNotFound: {
    status: 404,
    message: 'Vi hittar inte din medlemsprofil. Kontakta skogsägarsupporten.',
  },
  CertifiedEstatesNotFound: {
    status: 409,
    message: 'Vi hittar inga fastigheter som kan certifieras. Kontakta din skogsrådgivare.',
  },
  CertificationValidationFailed: {
    status: 400,
    title: 'Ansökan är inte komplett.',
    message: 'Var god kontrollera att uppgifterna är korrekt ifyllda.',
  },
  AlreadyCertified: {
    status: 409,
    message:
      'Du är redan certifierad. Är du certifierad enligt ett av systemen kan du välja det andra för dubbelcertifiering.',
  },
  FscCertificateExists: {
    status: 409,
    message: 'Du är redan FSC-certifierad. Välj PEFC eller dubbelcertifiering.',
  },
  PefcCertificateExists: {
    status: 409,
    message: 'Du är redan PEFC-certifierad. Välj FSC eller dubbelcertifiering.',
  },
  ExceededMaximumTotalForestArea: {
    status: 409,
    message:
      'Din skogsmarksareal är för stor för att ansöka digitalt. Kontakta din skogsrådgivare så hjälper vi dig.',
  },
  MissingCustomerNumber: {
    status: 409,
    message: 'Ditt kundnummer saknas. Kontakta skogsägarsupporten så hjälper vi dig.',
  },
  MissingCertifiedUseRightGroup: {
    status: 409,
    message:
      'Dina fastigheter saknar brukningsenhet för certifiering. Kontakta din skogsrådgivare.',
  },
  /** Rules 2-4 of the guard (guard.ts): the adviser handles the application. */
  CertificationAdviserRequired: {
    status: 403,
    message: 'Du kan inte ansöka om certifiering digitalt. Kontakta din skogsrådgivare.',
  },
  /** Ours: one application under processing at a time (README). */
  CertificationApplicationPending: {
    status: 409,
    message: 'Du har redan en ansökan om certifiering som behandlas.',
  },
  /** The signature arrived for an application that no longer waits for it. */
  CertificationNotSignable: {
    status: 409,
    message: 'Ansökan gick inte att skicka in. Försök igen.',
  },
});
