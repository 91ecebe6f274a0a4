/**
 * The profile element's Swedish catalogue (ICU MessageFormat), compiled at build time.
 * Error codes of the profile calls have their texts in shared/contracts (problem.ts and
 * profile/problems.ts); here only what this element says around them (`error.*`) and
 * the PDF download errors of platform §8 to `certificate.error.*`.
 */
export const sv = {
  'details.heading': 'Dina uppgifter',
  'details.loading': 'Hämtar dina uppgifter…',
  'details.loadFailed': 'Dina uppgifter kunde inte hämtas. Försök igen om en stund.',
  'details.retry': 'Försök igen',
  'details.name': 'Namn',
  'details.customerNo': 'Kundnummer',
  'details.email': 'E-post',
  'details.mobile': 'Mobilnummer',
  'details.address': 'Adress',
  'details.missing': 'Saknas',
  'details.preferences': 'Utskick och information',
  'details.noPreferences': 'Du har inte valt några utskick.',
  'details.lastConfirmed': 'Senast bekräftade',
  'details.neverConfirmed': 'Aldrig',
  'details.pendingAddress': 'Din nya adress är skickad för granskning.',
  'details.pendingAddressDetail':
    'Skickad {date}: {address}. Tills den är granskad gäller adressen ovan.',
  'details.edit': 'Ändra mina uppgifter',
  'details.changePassword': 'Byt lösenord',

  'certificate.download': 'Ladda ned medlemsintyg',
  'certificate.preparing': 'Medlemsintyget skapas. Det tar några sekunder…',
  'certificate.done': 'Medlemsintyget är nedladdat.',
  'certificate.error.mimeTypeMismatch':
    'Medlemsintyget kunde inte laddas ned eftersom filen hade fel format. Försök igen.',
  'certificate.error.invalidPollingInterval':
    'Medlemsintyget kunde inte laddas ned. Försök igen om en stund.',
  'certificate.error.noFilenameFound':
    'Medlemsintyget kunde inte laddas ned eftersom det saknar filnamn.',
  'certificate.error.maxPollingTimeout':
    'Det tar längre tid än vanligt att skapa medlemsintyget. Försök igen om en stund.',

  'form.heading': 'Ändra mina uppgifter',
  'form.contactLegend': 'E-post och mobil',
  'form.email': 'E-postadress',
  'form.mobileCountryCode': 'Landsnummer',
  'form.mobilePhone': 'Mobilnummer',
  'form.mobileHint': 'Utan inledande nolla, till exempel 701234567. Lämna tomt om du saknar mobil.',
  'form.addressLegend': 'Adress',
  'form.addressHint': 'En ny adress granskas av oss innan den börjar gälla.',
  'form.co': 'c/o (frivilligt)',
  'form.address1': 'Gatuadress',
  'form.address2': 'Adressrad 2 (frivilligt)',
  'form.country': 'Land',
  'form.chooseCountry': 'Välj land',
  'form.postalCode': 'Postnummer',
  'form.city': 'Ort',
  'form.preferencesLegend': 'Utskick och information',
  'form.preferencesHint': 'Välj vad du vill få från oss.',
  'form.preferencesNotAllowed':
    'Du har inte behörighet att ändra utskick och information. Kontakta oss om du vill ändra dem.',
  'form.save': 'Spara',
  'form.saving': 'Sparar…',
  'form.cancel': 'Avbryt',
  'form.errorSummary': 'Kontrollera de här uppgifterna:',

  'preference.memberMagazine': 'Medlemstidningen',
  'preference.wallCalendar': 'Väggkalendern',
  'preference.localAreaInfoList': 'Lokala utskick per post',
  'preference.digitalLocalInfo': 'Lokal information digitalt',
  'preference.newsletter': 'Nyhetsbrev via e-post',
  'preference.surveys': 'Undersökningar och enkäter',
  'preference.memberActivities': 'Inbjudningar till medlemsaktiviteter',
  'preference.otherLocalInfo': 'Övrig lokal information',

  'saved.contact': 'Dina kontaktuppgifter är sparade.',
  'saved.address': 'Din nya adress är skickad för granskning.',
  'saved.preferences': 'Dina kontaktval är sparade.',

  'notices.heading': 'Aviseringar via e-post och sms',
  'notices.intro':
    'Välj vad vi ska påminna dig om och hur. Meddelandena säger vad det gäller; beloppen och detaljerna ser du när du loggar in.',
  'notices.kind.deadlines': 'Sista dagar för det du behöver göra',
  'notices.kind.money': 'Pengar som bokats på dina konton',
  'notices.kind.deliveries': 'Leveranser och granskningar',
  'notices.kind.workOrders': 'Maskiner som kommer till din mark',
  'notices.hint.deadlines': 'Tre och en arbetsdag innan tiden går ut.',
  'notices.hint.money': 'När en insättning eller ett uttag har bokats.',
  'notices.hint.deliveries': 'När en granskning kommer tillbaka till dig.',
  'notices.hint.workOrders': 'Några dagar innan ett arbete på din mark planeras börja.',
  'notices.channel.email': 'E-post',
  'notices.channel.sms': 'Sms',
  'notices.noEmail': 'Du har ingen e-postadress hos oss. Lägg till den under Ändra mina uppgifter.',
  'notices.noMobile': 'Du har inget mobilnummer hos oss. Lägg till det under Ändra mina uppgifter.',
  'notices.save': 'Spara aviseringar',
  'notices.saved': 'Dina val av aviseringar är sparade.',
  'notices.failed': 'Dina val av aviseringar kunde inte sparas.',
  'notices.loading': 'Hämtar dina aviseringar…',
  'notices.notAllowed': 'Du har inte behörighet att ändra aviseringar.',

  'confirm.heading': 'Stämmer dina uppgifter?',
  'confirm.intro':
    'Kontrollera att e-postadress, mobilnummer och adress stämmer. Vi använder dem för att nå dig om dina affärer.',
  'confirm.yes': 'Ja, uppgifterna stämmer',
  'confirm.confirming': 'Bekräftar…',
  'confirm.done': 'Tack! Dina uppgifter är bekräftade.',
  'confirm.back': 'Till Mina uppgifter',

  'error.contactFailed': 'Dina kontaktuppgifter kunde inte sparas.',
  'error.addressFailed': 'Din nya adress kunde inte skickas.',
  'error.preferencesFailed': 'Dina kontaktval kunde inte sparas.',
  'error.versionConflict':
    'Dina uppgifter har ändrats sedan sidan visades, kanske i ett annat fönster. Vi har hämtat de senaste uppgifterna. Gör ändringen igen.',
} as const;

export type ProfileMessageKey = keyof typeof sv;
