/**
 * The support element's texts (ICU MessageFormat, Swedish). Field rule messages live in
 * shared/contracts/support.ts, where the server uses the same words.
 */
export const sv = {
  heading: 'Skriv till skogsägarsupporten',
  loading: 'Formuläret laddas…',
  intro: 'Alla fält behöver fyllas i. Vi svarar på det sätt du väljer.',
  'purpose.label': 'Vad gäller din fråga?',
  'purpose.placeholder': 'Välj ämne',
  'purpose.timberTrade': 'Virkesaffär',
  'purpose.forestCare': 'Skogsvård och plantor',
  'purpose.economy': 'Ekonomi och konton',
  'purpose.membership': 'Medlemskap',
  'purpose.myPages': 'Mina sidor och teknik',
  'purpose.other': 'Annat',
  'contactPreference.legend': 'Hur vill du att vi kontaktar dig?',
  'contactPreference.phone': 'Telefon',
  'contactPreference.email': 'E-post',
  'contactPreference.teams': 'Teams',
  'email.label': 'E-postadress',
  'countryCode.label': 'Landskod',
  'phone.label': 'Telefonnummer',
  'phone.hint': 'Utan inledande nolla, till exempel 70 123 45 67.',
  'message.label': 'Meddelande',
  submit: 'Skicka meddelande',
  sending: 'Skickar…',
  'summary.heading': 'Rätta följande innan du skickar:',
  'sent.heading': 'Tack! Vi har tagit emot ditt meddelande och hör av oss inom två arbetsdagar.',
  'sent.hours': 'Skogsägarsupporten har öppet {hours}.',
  'field.unknown': 'Kontrollera uppgiften.',
  'error.profile': 'Formuläret kan inte visas just nu. Försök igen om en stund.',
  'error.sendFailed': 'Meddelandet kunde inte skickas. Försök igen om en stund.',
} as const;

export type SupportMessageKey = keyof typeof sv;
