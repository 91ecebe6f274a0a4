import { defineProblems } from '../problem.ts';

/**
 * The deliveries area's own codes: states of a notification the timber catalogue
 * (shared/contracts/timber/problems.ts, whose delivery codes this area raises)
 * has no code for.
 */
export const timberDeliveriesProblems = defineProblems({
  DraftDeliveryExists: {
    status: 409,
    title: 'Det finns redan ett utkast.',
    message: 'Det finns redan ett utkast till anmälan för avtalet. Fortsätt med det i stället.',
  },
  StackTagsPending: {
    status: 409,
    title: 'Travlapparna är inte hanterade.',
    message:
      'Travlapparna är beställda. Du kan ändra sortimenten och slutföra leveransen när vi har hanterat beställningen.',
  },
  StackTagsAlreadyOrdered: {
    status: 409,
    title: 'Travlappar är redan beställda.',
    message: 'Travlappar är redan beställda för leveransen.',
  },
  OriginLocked: {
    status: 409,
    title: 'Ursprungsytorna är låsta.',
    message: 'Ursprungsytorna kan inte ändras efter den första anmälan.',
  },
  LandingPositionLocked: {
    status: 409,
    title: 'Avläggets plats är låst.',
    message:
      'Platsen kan inte ändras medan anmält virke på avlägget är registrerat för transport och inte slutligt.',
  },
});
