/** The proxies element's Swedish texts (ICU MessageFormat; compiled at build time). */
export const sv = {
  'heading.given': 'Fullmakter du har gett',
  'heading.received': 'Fullmakter du har fått',
  'list.loading': 'Fullmakterna hämtas…',
  'list.noneGiven': 'Du har inte gett någon fullmakt.',
  'list.noneReceived': 'Du har inte fått någon fullmakt.',
  'list.new': 'Ny fullmakt',
  'list.to': 'Till {name}',
  'list.from': 'Från {name}',
  'list.openProxy': 'Visa fullmakten',
  retry: 'Försök igen',

  'status.pendingCreationOfParty': 'Väntar på att mottagaren registreras',
  'status.sentForSigning': 'Skickad för signering',
  'status.active': 'Aktiv',
  'status.inactive': 'Inaktiv',
  'status.cancelled': 'Avslutad',

  'right.signForestAgreements': 'Signera skogsavtal',
  'right.signForestAgreements.text': 'Får signera avtal om virkesaffärer och skogsvårdstjänster.',
  'right.chooseLiquidityRecipient': 'Välja likvidmottagare',
  'right.chooseLiquidityRecipient.text':
    'Får välja vem som tar emot betalningen för virke och tjänster.',

  'field.status': 'Status',
  'field.rights': 'Behörigheter',
  'field.validTo': 'Giltig till',
  'field.untilFurtherNotice': 'Tills vidare',
  'field.giver': 'Fullmaktsgivare',
  'field.receiver': 'Mottagare',
  'field.nationalId': 'Personnummer',
  'field.email': 'E-post',
  'field.phone': 'Mobilnummer',
  'field.created': 'Skapad',
  'field.signed': 'Signerad',
  'field.ended': 'Avslutad',

  'page.loading': 'Fullmakten hämtas…',
  'page.headingGiven': 'Fullmakt till {name}',
  'page.headingReceived': 'Fullmakt från {name}',
  'page.back': 'Tillbaka till fullmakter',
  'page.replace': 'Ersätt',
  'page.terminate': 'Avsluta fullmakt',
  'page.sign': 'Signera fullmakten',
  'page.signIntro':
    'Fullmakten är inte signerad än. Den börjar gälla först när du har signerat den.',
  'page.terminated': 'Fullmakten är avslutad.',
  'page.replacesInfo': 'Fullmakten ersätter en tidigare fullmakt när den har signerats.',

  'form.createTitle': 'Ny fullmakt',
  'form.replaceTitle': 'Ersätt fullmakt',
  'form.replaceIntro':
    'Den nya fullmakten ersätter den gamla när du har signerat den. Fram till dess gäller den gamla.',
  'form.receiverNationalId': 'Mottagarens personnummer',
  'form.receiverNationalIdHint': '12 siffror: ÅÅÅÅMMDDNNNN.',
  'form.receiverEmail': 'Mottagarens e-postadress',
  'form.phoneGroup': 'Mottagarens mobilnummer',
  'form.countryCode': 'Landsnummer',
  'form.countryCodeHint': 'Till exempel +46 för Sverige.',
  'form.phone': 'Mobilnummer',
  'form.phoneHint': '7-10 siffror utan inledande nolla, till exempel 701234567.',
  'form.rights': 'Behörigheter',
  'form.rightsHint': 'Välja likvidmottagare kräver att du också väljer Signera skogsavtal.',
  'form.validTo': 'Giltig till (valfritt)',
  'form.validToHint':
    'Skriv ÅÅÅÅ-MM-DD, tidigast {earliest}. Lämna tomt så gäller fullmakten tills vidare.',
  'form.submit': 'Fortsätt till signering',
  'form.saving': 'Sparar…',
  'form.cancel': 'Avbryt',
  'form.errorSummary': 'Rätta följande:',

  'sign.title': 'Signera fullmakten',
  'sign.intro':
    'Skriv under fullmakten med BankID. Läs texten du skriver under innan du godkänner i appen.',
  'sign.later': 'Signera senare',

  'done.title': 'Fullmakten är signerad',
  'done.active': 'Fullmakten gäller nu. {name} kan använda den när hen har loggat in.',
  'done.pending': 'Fullmakten börjar gälla när mottagaren har registrerat sig med länken nedan.',
  'done.replaced': 'Den tidigare fullmakten är avslutad.',
  'done.close': 'Klar',

  'link.heading': 'Skicka länken till mottagaren',
  'link.label': 'Länk till mottagaren',
  'link.info': 'Länken gäller i 30 dagar och kan användas en gång.',
  'link.copy': 'Kopiera länken',
  'link.copied': 'Länken är kopierad.',

  'terminate.title': 'Avsluta fullmakten?',
  'terminate.text': '{name} kan inte längre använda fullmakten. Det går inte att ångra.',
  'terminate.confirm': 'Ja, avsluta fullmakten',
  'terminate.cancel': 'Avbryt',
  'terminate.ending': 'Avslutar…',

  'organization.text':
    'Som organisation kan du inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.',
  'organization.link': 'Kontakta skogsägarsupporten',
  close: 'Stäng',
} as const;

export type ProxiesMessageKey = keyof typeof sv;
