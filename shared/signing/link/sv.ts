/** The texts of the page a signing link opens (its own catalogue: only that page ships it). */
export const sv = {
  incomplete:
    'Länken för underskrift är ofullständig. Öppna hela länken från e-postmeddelandet eller sms:et.',
  loading: 'Hämtar det du ska skriva under…',
  intro:
    'Du har fått en länk för att skriva under med BankID. Kontrollera texten nedan innan du skriver under.',
  expires: 'Länken fungerar en gång och gäller till {time}.',
  sign: 'Skriv under med BankID',
};
