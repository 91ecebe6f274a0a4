import { defineProblems } from '../problem.ts';

/** The electricity area's own codes (§8 electricity messages), each with its Swedish message. */
export const electricityProblems = defineProblems({
  ElectricityCustomerNotFound: {
    status: 404,
    title: 'Du är inte elkund.',
    message: 'Vi hittar ingen elkund för dig. Kontakta oss om du vill bli elkund.',
  },
  NotActiveElectricityCustomer: {
    status: 409,
    title: 'Du har inget aktivt elavtal.',
    message: 'Du har inget aktivt elavtal just nu, så det finns inga avtal att visa.',
  },
  ElectricityAgreementExists: {
    status: 409,
    title: 'Du har redan ett elavtal.',
    message:
      'Du har redan ett elavtal som gäller eller har signerats, så du kan inte teckna ett nytt här. Kontakta elkundservice om du vill ändra ditt avtal.',
  },
  NewAgreementNotSignable: {
    status: 409,
    title: 'Avtalet ändrades innan det signerades.',
    message: 'Avtalet ändrades innan du signerade det. Kontrollera uppgifterna och signera igen.',
  },
  FacilityNotFound: {
    status: 404,
    title: 'Anläggningen finns inte.',
    message: 'Anläggningen kunde inte hittas bland dina avtal.',
  },
});
