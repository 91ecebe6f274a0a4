/** The certification element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'Skogscertifiering',
  loading: 'Laddar…',
  retry: 'Försök igen',
  'error.load': 'Vi kunde inte läsa in din certifiering. Försök igen om en stund.',
  'error.profile': 'Vi kunde inte läsa in din profil. Ladda om sidan.',

  'type.FSC': 'FSC',
  'type.PEFC': 'PEFC',
  'type.FSCAndPEFC': 'FSC och PEFC',

  'home.intro':
    'Med en certifierad skog visar du att du brukar den ansvarsfullt, och du får certifieringspremie när du säljer virke.',
  'home.status': 'Din certifiering',
  'home.status.label': 'Status',
  'home.status.none': 'Inte certifierad',
  'home.status.pending': 'Under behandling',
  'home.status.completed': 'Certifierad',
  'home.certificate': 'Certifiering',
  'home.issued': 'Utfärdad',
  'home.issued.unknown': 'Uppgift saknas',
  'home.submitted': 'Ansökan skickad',
  'home.pendingText':
    'Din ansökan om certifiering enligt {type} behandlas. Din skogsrådgivare hör av sig när den är klar.',
  'home.rejected':
    'Din ansökan om certifiering enligt {type} avslogs {date}. Rådgivarens motivering: {reason} Kontakta din skogsrådgivare om du har frågor eller vill ansöka igen.',
  'home.bothHeld': 'Du är certifierad enligt både FSC och PEFC.',
  'home.apply': 'Ansök om certifiering',
  'home.applyDouble': 'Ansök om dubbelcertifiering eller {other}',
  'home.documents': 'Dokument om skogscertifiering',
  'home.deviations': 'Avvikelser',
  'home.deviations.none': 'Vi har inte hittat några avvikelser på dina fastigheter.',
  'deviation.expiringPlan':
    '{estate}: skogsbruksplanen är tio år gammal {date} och behöver förnyas.',
  'deviation.expiringExemption': '{estate}: undantaget från certifieringskraven upphör {date}.',
  'deviation.uncertifiedCoOwners': '{estate}: en eller flera delägare är inte certifierade.',
  'deviation.expiredCertification': '{estate}: certifieringen gick ut {date}.',

  'steps.label': 'Steg i ansökan',
  'steps.intro': 'Introduktion',
  'steps.details': 'Kontaktuppgifter',
  'steps.choose': 'Välj certifiering',
  'steps.apply': 'Ansökan',
  'steps.position': 'Steg {n} av 4',
  'steps.back': 'Tillbaka',
  'steps.next': 'Nästa',
  'steps.home': 'Till Skogscertifiering',

  'intro.heading': 'Introduktion till skogscertifiering',
  'intro.text':
    'Se filmen om vad certifieringen innebär för dig som skogsägare. Du behöver se hela filmen innan du går vidare.',
  'intro.videoLabel': 'Introduktionsfilm om skogscertifiering',
  'intro.loading': 'Filmen laddas…',
  'intro.notWatched': 'Se filmen till slutet för att gå vidare.',
  'intro.watched': 'Du har sett hela filmen.',
  'intro.noVideo': 'Din webbläsare kan inte spela upp filmen.',

  'details.heading': 'Bekräfta dina kontaktuppgifter',
  'details.text': 'Vi använder uppgifterna när vi hör av oss om din ansökan.',
  'details.name': 'Namn',
  'details.email': 'E-post',
  'details.phone': 'Telefon',
  'details.address': 'Adress',
  'details.missing': 'Saknas',
  'details.change': 'Ändra dina kontaktuppgifter under Profil',
  'details.confirm': 'Uppgifterna stämmer',
  'details.phoneMissing':
    'Du behöver ha ett telefonnummer i dina kontaktuppgifter för att ansöka. Lägg till det under Profil.',

  'choose.heading': 'Välj certifiering',
  'choose.legend': 'Vilken certifiering vill du ansöka om?',
  'choose.FSC': 'FSC',
  'choose.PEFC': 'PEFC',
  'choose.FSCAndPEFC': 'Både FSC och PEFC (dubbelcertifiering)',
  'choose.hint.FSC': 'Forest Stewardship Council.',
  'choose.hint.PEFC': 'Programme for the Endorsement of Forest Certification.',
  'choose.hint.FSCAndPEFC': 'Ditt virke kan säljas som certifierat enligt båda systemen.',
  'choose.held': 'Du är redan certifierad enligt {type}.',

  'apply.heading': 'Ansök om certifiering enligt {type}',
  'apply.area': 'Produktiv skogsmark: {area} ha.',
  'apply.questions': 'Frågor om ditt skogsbruk',
  'apply.yes': 'Ja',
  'apply.no': 'Nej',
  'apply.message': 'Meddelande till din skogsrådgivare (frivilligt)',
  'apply.summary': 'Rätta följande innan du skickar:',
  'apply.submit': 'Skicka och signera',
  'apply.submitFailed': 'Ansökan kunde inte skickas. Försök igen.',
  'apply.signHeading': 'Signera ansökan',
  'apply.signCancel': 'Avbryt signeringen',

  'sent.title': 'Din ansökan är skickad',
  'sent.text':
    'Tack! Din ansökan om certifiering enligt {type} är signerad och skickad. Den behandlas nu, och din skogsrådgivare hör av sig.',
  'sent.close': 'Till Skogscertifiering',
  'linkSent.title': 'Länken för underskrift är skickad',
  'linkSent.text.email':
    'Vi har skickat en länk till {recipient}. Öppna den på enheten där du har BankID, logga in och skriv under din ansökan om certifiering enligt {type}. Länken fungerar en gång och gäller till {time}. Ansökan går till din skogsrådgivare när du har skrivit under.',
  'linkSent.text.sms':
    'Vi har skickat ett sms med en länk till {recipient}. Öppna den på enheten där du har BankID, logga in och skriv under din ansökan om certifiering enligt {type}. Länken fungerar en gång och gäller till {time}. Ansökan går till din skogsrådgivare när du har skrivit under.',
  'apply.how': 'Hur vill du skriva under?',
  'apply.how.bankid': 'Med BankID nu',
  'apply.how.email': 'Skicka en länk för underskrift med e-post',
  'apply.how.sms': 'Skicka en länk för underskrift med sms',
  'apply.how.hint':
    'Med en länk skriver du under senare, på enheten där du har BankID. Länken fungerar en gång och gäller i 24 timmar.',
  'apply.email': 'E-postadress',
  'apply.countryCode': 'Landsnummer',
  'apply.phone': 'Mobilnummer',
  'apply.phone.hint': 'Utan inledande nolla, till exempel 701234567.',
  'apply.sendLink': 'Skicka länken',
  'apply.sendingLink': 'Skickar länken…',
  'signLink.heading': 'Skriv under din ansökan',
  'signLink.home': 'Till Skogscertifiering',

  'adviser.heading': 'Kontakta din skogsrådgivare',
  'adviser.reason.notExplicit':
    'Du är delägare i ett medlemskap och kan därför inte ansöka om certifiering digitalt.',
  'adviser.reason.organization':
    'Som företrädare för en organisation kan du inte ansöka om certifiering själv.',
  'adviser.reason.abroad':
    'Du som bor utomlands ansöker om certifiering tillsammans med din skogsrådgivare.',
  'adviser.reason.needsPlan':
    'Du har en fastighet med mer än 20 hektar produktiv skogsmark utan en skogsbruksplan som är högst tio år gammal.',
  'adviser.reason.inactive':
    'Ditt medlemskap är inte aktivt, så du kan inte ansöka om certifiering.',
  'adviser.general': 'Din skogsrådgivare hjälper dig med certifieringen.',
  'adviser.text': 'Din skogsrådgivare hjälper dig vidare. Vi har öppet vardagar 09.00–16.00.',
  'adviser.inspector': '{name}',
  'adviser.noInspector': 'Kontakta skogsägarsupporten så kopplar vi dig till en skogsrådgivare.',
} as const;
