import { defineProblems } from '../problem.ts';
import { deliveryLimits } from '../timber-deliveries.ts';

/**
 * The timber error catalogue (timber-production-map §8 "Timber", both sets, and the
 * delivery screens' messages): one problem type per code, with its status, the Swedish
 * title the server sends and the Swedish message a member reads. The agreements area raises
 * the codes of the rules it owns; the deliveries area (issue 16) the delivery, landing, stack
 * tag and EUDR codes; README.md ("Codes no screen of issues 15 and 16 raises") says why the
 * rest are raised by none.
 */
export const timberProblems = defineProblems({
  // §8 Timber, the first set.
  TimberUnknownInternalError: {
    status: 500,
    message: 'Ett okänt fel uppstod i virkestjänsten. Försök igen om en stund.',
  },
  TimberValidation: {
    status: 400,
    title: 'Uppgifterna är inte giltiga.',
    message: 'Kontrollera uppgifterna och försök igen.',
  },
  AssortmentsOnInvalidPeriods: {
    status: 400,
    title: 'Sortiment på ogiltiga perioder.',
    message:
      'Ett eller flera sortiment har volym i månader som inte går att leverera i. Ändra leveransmånaderna.',
  },
  MissingOriginAssignment: {
    status: 400,
    title: 'Ursprung saknas.',
    message:
      'Massaved behöver ett ursprung: gallring, slutavverkning eller blandat. Ange det och spara igen.',
  },
  MissingAssortments: {
    status: 400,
    title: 'Sortiment saknas.',
    message: 'Lägg till minst ett sortiment med volym och minst en leveransmånad med volym.',
  },
  MissingPreCalculation: {
    status: 409,
    title: 'Förkalkyl saknas.',
    message:
      'Det finns ingen priskalkyl för prissättningstillfället ännu. Försök igen senare eller kontakta din virkesköpare.',
  },
  MissingInspector: {
    status: 409,
    title: 'Virkesköpare saknas.',
    message: 'Du har ingen virkesköpare kopplad till fastigheten. Kontakta kundtjänst.',
  },
  InvalidSignParty: {
    status: 403,
    title: 'Ogiltig part för signering.',
    message: 'Du kan inte skriva under avtalet för den här delägaren.',
  },
  MissingSupplierNumber: {
    status: 409,
    title: 'Leverantörsnummer saknas.',
    message: 'Ditt leverantörsnummer saknas. Kontakta kundtjänst så hjälper vi dig.',
  },
  AssortmentMissingOnOpportunity: {
    status: 409,
    title: 'Sortimentet finns inte i avtalet.',
    message:
      'Sortimentet finns inte i avtalet. Kontakta din virkesköpare eller kundtjänst för att lägga till sortiment eller volym.',
  },
  DeliveryWithoutAssortments: {
    status: 400,
    title: 'Leveransen saknar sortiment.',
    message: 'Lägg till minst ett sortiment i leveransen.',
  },
  MaximumLandingsReached: {
    status: 409,
    title: 'Max antal avlägg.',
    message: 'Du har lagt till så många avlägg som går för leveransen.',
  },
  AssortmentNotInAgreementOrPeriodUnavailable: {
    status: 409,
    title: 'Sortimentet eller perioden finns inte i avtalet.',
    message: 'Sortimentet finns inte i avtalet eller så går det inte att leverera under perioden.',
  },
  NonAgreedVolumeOnClosedPeriod: {
    status: 409,
    title: 'Volym på stängd period.',
    message: 'Volymen för en stängd period får inte vara större än den avtalade volymen.',
  },
  VolumeExceedsAgreement: {
    status: 409,
    title: 'Volymen överstiger avtalet.',
    message:
      'Volymen är större än den avtalade. Kontakta din virkesköpare eller kundtjänst för att lägga till volym.',
  },
  InvalidAssortmentOrigin: {
    status: 400,
    title: 'Ogiltigt ursprung.',
    message: 'Ursprung anges bara för massaved. Ta bort ursprunget för sortimentet och spara igen.',
  },
  InvalidLandingCommentOrName: {
    status: 400,
    title: 'Ogiltigt namn eller kommentar.',
    message: `Avläggets namn eller kommentar är inte giltigt. Namnet får vara högst ${deliveryLimits.landingNameMax} tecken och kommentaren ${deliveryLimits.landingCommentMin}–${deliveryLimits.landingCommentMax}; båda får bara innehålla bokstäverna A–Ö och siffror.`,
  },
  AgreementPastEndDate: {
    status: 409,
    title: 'Avtalet har gått ut.',
    message:
      'Avtalets giltighetstid har gått ut. Kontakta din virkesköpare om du vill göra ett nytt avtal.',
  },
  DeliveryNotDraft: {
    status: 409,
    title: 'Leveransen är inget utkast.',
    message: 'Leveransen är redan skickad och kan inte ändras.',
  },
  EconomicRepresentativeNotFound: {
    status: 404,
    title: 'Likvidmottagaren finns inte.',
    message: 'Likvidmottagaren finns inte bland fastighetens delägare. Välj en annan.',
  },
  EconomicRepresentativeSingleCoOwner: {
    status: 400,
    title: 'Likvidmottagare med en ägare.',
    message: 'En likvidmottagare kan bara väljas när fastigheten har flera delägare.',
  },
  NewerVersionConflict: {
    status: 412,
    title: 'Det finns en nyare version.',
    message:
      'Avtalet har ändrats sedan du öppnade det, kanske i en annan flik. Ladda om sidan och gör ändringen igen.',
  },
  DuplicateDraftAgreement: {
    status: 409,
    title: 'Det finns redan ett utkast.',
    message:
      'Det finns redan ett utkast till avtal med samma ägare och prissättningstillfälle. Fortsätt med det i stället.',
  },
  AssortmentAlreadyAdded: {
    status: 409,
    title: 'Sortimentet är redan tillagt.',
    message: 'Sortimentet är redan tillagt.',
  },
  LandingHasAssortments: {
    status: 409,
    title: 'Avlägget har sortiment.',
    message: 'Avlägget har sortiment och kan inte tas bort. Ta bort sortimenten först.',
  },
  LandingUpdatedConflict: {
    status: 412,
    title: 'Avlägget har ändrats.',
    message: 'Avlägget har ändrats av någon annan. Ladda om sidan och försök igen.',
  },
  FellingWeekConflict: {
    status: 409,
    title: 'Avverkningsveckan kan inte ändras.',
    message: 'Avverkningsveckan kan inte ändras när sortimentet är tillagt på avlägget.',
  },
  LandingInOpenServiceOrder: {
    status: 409,
    title: 'Avlägget ingår i ett öppet uppdrag.',
    message: 'Avlägget ingår i ett pågående uppdrag och kan inte ändras.',
  },
  OpportunityNotFound: {
    status: 404,
    title: 'Avtalet finns inte.',
    message: 'Avtalet finns inte. Det kan ha tagits bort.',
  },
  DeliveryNotFound: {
    status: 404,
    title: 'Leveransen finns inte.',
    message: 'Leveransen finns inte. Den kan ha tagits bort.',
  },
  AssortmentNotFound: {
    status: 404,
    title: 'Sortimentet finns inte.',
    message: 'Sortimentet finns inte.',
  },
  TimberAccessDenied: {
    status: 403,
    title: 'Åtkomst nekad.',
    message: 'Du har inte rättighet att utföra denna åtgärd.',
  },
  InvalidAreaGeometry: {
    status: 400,
    title: 'Ogiltig yta.',
    message:
      'Ytan är inte giltig. Rita den inom fastighetens gränser utan att linjerna korsar varandra.',
  },
  EudrStatusInvalid: {
    status: 409,
    title: 'Fel EUDR-status.',
    message:
      'Ursprunget är inte godkänt: granskningen pågår eller ytorna har skickats tillbaka. Ordern kan inte skickas förrän vi har godkänt ursprunget och kan inte ändras medan granskningen pågår.',
  },
  AreasMissing: {
    status: 400,
    title: 'Ursprungsytor saknas.',
    message: 'Lägg till minst en ursprungsyta.',
  },
  TotalVolumeAboveEuReportedLimit: {
    status: 409,
    title: 'Volymen överstiger den EU-rapporterade.',
    message: 'Den totala volymen är större än den som rapporterats till EU. Justera volymen.',
  },
  // §8 Timber, the newer set.
  InvalidDeliveryStatus: {
    status: 409,
    title: 'Ogiltig leveransstatus.',
    message: 'Leveransen har en status som inte tillåter ändringen.',
  },
  // The order's rules refused it (fieldRuleCodes.ts, answered by useAreaErrors).
  StackTagOrderError: {
    status: 400,
    title: 'Fel i beställningen av travlappar.',
    // The delivery screens' own text for it (screenMessages.ts stackTagOrderFailed).
    message: 'Beställningen av travlappar kunde inte skapas. Kontrollera fälten eller försök igen.',
  },
  MultipleOwnerGroups: {
    status: 400,
    title: 'Olika ägare.',
    message:
      'Fastigheterna i ett avtal måste ha samma ägare. Välj fastigheter med samma ägarkonstellation.',
  },
  SameDistrictProjects: {
    status: 400,
    title: 'Flera huvudfastigheter i distriktet.',
    message: 'Välj en huvudfastighet per distrikt.',
  },
  MissingProductVersion: {
    status: 409,
    title: 'Prislista saknas.',
    message: 'Prissättningstillfället har ingen gällande prislista. Välj ett annat.',
  },
  MissingYieldCalculation: {
    status: 409,
    title: 'Utbyteskalkyl saknas.',
    message: 'Utbyteskalkylen saknas. Kontakta din virkesköpare.',
  },
  ServiceOrderStatusBlocksTractDirective: {
    status: 409,
    title: 'Uppdragets status hindrar ändringen.',
    message: 'Uppdraget har kommit så långt att traktdirektivet inte kan ändras.',
  },
  SubProjectMissingDistrict: {
    status: 409,
    title: 'Distrikt saknas.',
    message: 'Fastigheten saknar distrikt. Kontakta kundtjänst.',
  },
  DuplicateAssortment: {
    status: 400,
    title: 'Sortimentet finns två gånger.',
    message: 'Samma sortiment kan bara finnas en gång i avtalet.',
  },
  // The agreement's own states (spec §4, §6).
  AgreementNotDraft: {
    status: 409,
    title: 'Avtalet är inget utkast.',
    message:
      'Avtalet är skickat och kan inte ändras här. Kontakta din virkesköpare eller kundtjänst för att lägga till sortiment eller volym.',
  },
  NotDraftCreator: {
    status: 403,
    title: 'Bara den som skapade utkastet kan slutföra det.',
    message: 'Bara delägaren som skapade utkastet kan ändra och skicka in det.',
  },
  AgreementNotAwaitingSignature: {
    status: 409,
    title: 'Avtalet väntar inte på underskrift.',
    message: 'Avtalet väntar inte på din underskrift.',
  },
  CooperativeNotSigned: {
    status: 409,
    title: 'Föreningen har inte skrivit under.',
    message:
      'Föreningen granskar avtalet och skriver under först. Du får skriva under när det är klart.',
  },
  SigningWindowExpired: {
    status: 409,
    title: 'Tiden för underskrift har gått ut.',
    message:
      'Tiden för att skriva under avtalet (10 dagar) har gått ut. Kontakta din virkesköpare.',
  },
  AlreadySigned: {
    status: 409,
    title: 'Redan underskrivet.',
    message: 'Delägaren har redan skrivit under avtalet.',
  },
  PostalSigningRequired: {
    status: 409,
    title: 'Underskrift per post.',
    message:
      'En juridisk person skriver under avtalet per post, eller med en fullmakt. Avtalet skickas till er adress.',
  },
  LiquidityRecipientNotAllowed: {
    status: 403,
    title: 'Fullmakten räcker inte.',
    message: 'Din fullmakt ger inte rätt att välja likvidmottagare för avtalet.',
  },
  ProxySigningNotAllowed: {
    status: 403,
    title: 'Fullmakten räcker inte.',
    message:
      'Din fullmakt ger inte rätt att skriva under skogsavtal, eller så får avtalet inte skrivas under med fullmakt eftersom en likvidmottagare är vald.',
  },
});

export type TimberProblemType = keyof typeof timberProblems;
/** The area's catalogue under the name the recipe expects. */
export const timberAgreementsProblems = timberProblems;
