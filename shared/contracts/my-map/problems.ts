import { defineProblems } from '../problem.ts';

/** My map's error catalogue (timber-production-map §8 "My map"), with Swedish messages. */
export const myMapProblems = defineProblems({
  PlanNotFound: {
    status: 404,
    title: 'Skogsbruksplanen finns inte.',
    message:
      'Skogsbruksplanen kunde inte hittas eller är inte tillgänglig just nu. Försök igen senare eller kontakta din skogsrådgivare.',
  },
  PlanLocked: {
    status: 409,
    title: 'Planen är utcheckad.',
    message:
      'Skogsbruksplanen är utcheckad av Granskog för revidering och kan inte ändras just nu. Försök igen när revideringen är klar.',
  },
  PlanSaveFailed: {
    status: 500,
    message: 'Ändringen i skogsbruksplanen kunde inte sparas. Försök igen.',
  },
  PlanDeleteFailed: {
    status: 500,
    message: 'Det gick inte att ta bort åtgärden. Försök igen.',
  },
  FeatureOff: {
    status: 403,
    title: 'Funktionen är avstängd.',
    message: 'Funktionen är inte tillgänglig just nu.',
  },
  CompartmentNotFound: {
    status: 404,
    message: 'Avdelningen finns inte i planen.',
  },
  ActivityNotFound: {
    status: 404,
    message: 'Åtgärden finns inte i planen.',
  },
  NoteNotFound: {
    status: 404,
    message: 'Noteringen finns inte.',
  },
  NoteOutsideEstate: {
    status: 400,
    message: 'Noteringen måste ligga på någon av dina fastigheter.',
  },
  NoteImageNotFound: {
    status: 404,
    message: 'Bilden finns inte.',
  },
  NoteImageMissing: {
    status: 400,
    message: 'Bilden finns inte längre. Ladda upp den igen.',
  },
  NoteImagesPending: {
    status: 409,
    message:
      'Du har laddat upp många bilder som inte sparats på någon notering. Spara noteringen med de bilder du har eller försök igen i morgon.',
  },
  NoteImageUploadFailed: {
    status: 500,
    message: 'Bilden kunde inte laddas upp. Försök igen.',
  },
  NoteSaveFailed: {
    status: 500,
    message: 'Noteringen kunde inte sparas. Försök igen.',
  },
  NoteDeleteFailed: {
    status: 500,
    message: 'Noteringen kunde inte tas bort. Försök igen.',
  },
  NoteMarkDoneFailed: {
    status: 500,
    message: 'Noteringen kunde inte markeras som utförd. Försök igen.',
  },
  ProjectionFailed: {
    status: 500,
    message: 'Uppräkningen av planen misslyckades. Försök igen.',
  },
  ProjectionDisabled: {
    status: 409,
    title: 'Uppräkning är tillfälligt avstängd.',
    message:
      'Uppräkning av planen är tillfälligt avstängd: planen kan räknas upp till nästa växtsäsong den 1 maj och går att räkna upp igen efter augusti.',
  },
  ReportCalculationFailed: {
    status: 500,
    message: 'Rapportberäkningen misslyckades. Försök igen.',
  },
  ReportCalculationDisabled: {
    status: 409,
    title: 'Rapportberäkning redan gjord i dag.',
    message:
      'Rapportberäkning är tillfälligt avstängd: den kan göras en gång per dag. Försök igen i morgon.',
  },
  CalculationNotFound: {
    status: 404,
    message: 'Beräkningen finns inte.',
  },
  PlanPdfFailed: {
    status: 500,
    message: 'Planen kunde inte skapas som pdf. Försök igen.',
  },
});
export type MyMapProblem = keyof typeof myMapProblems;
