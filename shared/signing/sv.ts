import { rfaMessages } from './bankidMessages.ts';

/**
 * The signing view's Swedish texts (ICU MessageFormat; compiled at build time). The rfa*
 * texts are BankID's recommended user messages, from the one catalogue
 * (bankidMessages.ts, shared with the sign-in pages), which also says which one each
 * status and hintCode shows.
 */
export const sv = {
  ...rfaMessages,

  starting: 'Underskriften startas…',
  userVisibleData: 'Det här skriver du under',
  otherDevice: 'BankID på annan enhet',
  qrInstructions:
    'Starta BankID-appen på din mobil eller surfplatta, tryck på QR-symbolen och rikta kameran mot QR-koden.',
  qrLabel: 'QR-kod att läsa av med BankID-appen',
  thisDevice: 'BankID på den här enheten',
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
