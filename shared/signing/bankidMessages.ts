/**
 * The one catalogue of BankID's recommended user messages (the RFA texts of BankID's
 * relying-party guidelines, Swedish, word for word) and which one each BankID hint code and
 * error code shows. Used by the signing view (shared/signing, through sv.ts and hints.ts)
 * and by the sign-in pages of the local identity provider (server/identity), so a member
 * reads the same words for the same state everywhere.
 *
 * Plain strings (no ICU arguments), so the server can use them as they are.
 */
export const rfaMessages = {
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
} as const;

export type RfaKey = keyof typeof rfaMessages;

export type BankIdOrderStatus = 'pending' | 'complete' | 'failed' | 'cancelled';

/**
 * Which RFA message an order shows, by its status and BankID's hintCode (collect). `sameDevice`:
 * the member opened the app on this device (autostart), so an outstanding order reads RFA13
 * instead of RFA1. null: complete, or a refusal the area explains itself
 * (completionRejected). Unknown pending codes read RFA21, unknown failures RFA22.
 */
export function hintRfa(
  status: BankIdOrderStatus,
  hintCode: string | null,
  sameDevice = false,
): RfaKey | null {
  if (status === 'complete') return null;
  if (status === 'pending') {
    switch (hintCode) {
      case 'outstandingTransaction':
        return sameDevice ? 'rfa13' : 'rfa1';
      case 'noClient':
        return 'rfa1';
      case 'started':
        return 'rfa14';
      case 'userMrtd':
        return 'rfa23';
      case 'userSign':
        return 'rfa9';
      default:
        return 'rfa21';
    }
  }
  if (status === 'cancelled') return hintCode === 'userCancel' ? 'rfa6' : 'rfa3';
  if (hintCode === 'completionRejected') return null;
  return (hintCode ? errorRfa(hintCode) : null) ?? 'rfa22';
}

/**
 * A failure hint code or one of BankID's error codes (an order refused at the start, or
 * ended by an error while collecting): RFA4 for alreadyInProgress, RFA5 for BankID's own
 * trouble (internalError, maintenance, requestTimeout). null for a code of neither kind.
 */
export function errorRfa(code: string): RfaKey | null {
  switch (code) {
    case 'expiredTransaction':
      return 'rfa8';
    case 'certificateErr':
      return 'rfa16';
    case 'userCancel':
      return 'rfa6';
    case 'cancelled':
      return 'rfa3';
    case 'startFailed':
      return 'rfa17';
    case 'alreadyInProgress':
      return 'rfa4';
    case 'internalError':
    case 'maintenance':
    case 'requestTimeout':
      return 'rfa5';
    default:
      return null;
  }
}
