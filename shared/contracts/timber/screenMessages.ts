import { timberProblems } from './problems.ts';

/** The delivery screens' own messages (§8 Delivery screens), shown by the elements. */
export const timberScreenMessages = {
  duplicateStackTagAssortments:
    'Samma sortiment kan inte beställas två gånger i en beställning av travlappar.',
  landingsFetchFailed:
    'Avläggen kunde inte hämtas. Ladda om sidan eller gå tillbaka till avtalslistan.',
  estatesFetchFailed:
    'Fastigheterna kunde inte hämtas. Ladda om sidan eller gå tillbaka till avtalslistan.',
  generalFetchFailed:
    'Uppgifterna kunde inte hämtas. Ladda om sidan eller gå tillbaka till avtalslistan.',
  duplicateDraftAgreement: timberProblems.DuplicateDraftAgreement.message,
  deliveryMonthsFetchFailed: 'Leveransmånaderna kunde inte hämtas. Försök igen.',
  stackTagOrderFailed:
    'Beställningen av travlappar kunde inte skapas. Kontrollera fälten eller försök igen.',
  eudrAreaSaveFailed: 'Ursprungsytan kunde inte sparas. Försök igen.',
  eudrAreasOutsideBorders: 'Ytan ligger utanför fastighetens gränser.',
  eudrInvalidPolygons: 'Ytan är ogiltig: linjerna får inte korsa varandra.',
  formValidation: 'Formuläret innehåller fel. Rätta dem och försök igen.',
} as const;
