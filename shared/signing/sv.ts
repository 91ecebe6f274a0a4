/**
 * The signing view's Swedish texts (ICU MessageFormat; compiled at build time). The rfa*
 * texts are BankID's recommended user messages (RP guidelines, "Recommended User
 * Messages"), verbatim; hints.ts says which one each status and hintCode shows.
 */
export const sv = {
  rfa1: 'Starta BankID-appen.',
  rfa3: 'Åtgärden avbruten. Försök igen.',
  rfa4: 'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.',
  rfa5: 'Internt tekniskt fel. Försök igen.',
  rfa6: 'Åtgärden avbruten.',
  rfa8: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Om du inte har något giltigt BankID kan du hämta ett hos din bank. Försök sedan igen.',
  rfa9: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
  rfa13: 'Försöker starta BankID-appen.',
  rfa14:
    'Söker efter BankID, det kan ta en liten stund… Om det har gått några sekunder och inget BankID har hittats har du sannolikt inget BankID som går att använda för den aktuella identifieringen/underskriften i den här enheten. Om du inte har något BankID kan du hämta ett hos din internetbank.',
  rfa16:
    'Det BankID du försöker använda är för gammalt eller spärrat. Använd ett annat BankID eller hämta ett nytt hos din internetbank.',
  rfa17:
    'Misslyckades att läsa av QR koden. Starta BankID-appen och läs av QR koden. Kontrollera att BankID-appen är uppdaterad. Om du inte har BankID-appen måste du installera den och hämta ett BankID hos din internetbank. Installera appen från din appbutik eller https://install.bankid.com.',
  rfa21: 'Identifiering eller underskrift pågår.',
  rfa22: 'Okänt fel. Försök igen.',
  rfa23: 'Fotografera och läs av din ID-handling med BankID-appen.',

  starting: 'Underskriften startas…',
  userVisibleData: 'Det här skriver du under',
  otherDevice: 'BankID på annan enhet',
  qrInstructions:
    'Starta BankID-appen på din mobil eller surfplatta, tryck på QR-symbolen och rikta kameran mot QR-koden.',
  qrLabel: 'QR-kod att läsa av med BankID-appen',
  sameDevice: 'Öppna BankID på den här enheten',
  cancel: 'Avbryt',
  cancelling: 'Avbryter…',
  retry: 'Försök igen',
  complete: 'Underskriften är klar.',
  testSigner: 'Testlegitimation',
  testSignerIntro:
    'I testmiljön finns ingen BankID-app. Skriv under genom att ange ditt eget personnummer.',
  personalNumber: 'Ditt personnummer',
  personalNumberHint: '12 siffror: ÅÅÅÅMMDDNNNN.',
  sign: 'Skriv under',
  signing: 'Skriver under…',

  'error.personalNumberRequired': 'Ange ditt personnummer.',
  'error.personalNumberInvalid': 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
} as const;

export type SigningMessageKey = keyof typeof sv;
