/**
 * The one catalogue of BankID's recommended user messages (the RFA texts of BankID's
 * relying-party guidelines as developers.bankid.com gives them today, Swedish, word for
 * word) and which one each BankID hint code and error code shows. Used by the signing view
 * (shared/signing, through sv.ts and hints.ts) and by the sign-in pages of the local
 * identity provider (server/identity), so a member reads the same words for the same state
 * everywhere. docs/decisions.md ("BankID's user messages") says where the texts come from,
 * why RFA14 is gone, and the one letter we correct (RFA15B's "gitligt").
 *
 * Plain strings (no ICU arguments), so the server can use them as they are.
 */
export const rfaMessages = {
  rfa1: 'Starta BankID-appen.',
  rfa3: 'Åtgärden avbröts. Försök igen.',
  rfa4: 'En identifiering eller underskrift pågår redan för ditt personnummer. Försök igen.',
  rfa5: 'Något gick fel. Försök igen.',
  rfa6: 'Åtgärden avbröts.',
  rfa8: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Försök sedan igen.',
  rfa9: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
  rfa13: 'Försöker starta BankID-appen.',
  // A: on a computer (the Security Application, perhaps a card reader); B: on a phone or tablet.
  rfa15a:
    'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här datorn. Om du har ett BankID på kort, sätt in kortet i kortläsaren.',
  rfa15b: 'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här enheten.',
  rfa16:
    'Ditt BankID är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
  // A: the app was to start on this device and did not; B: the QR code was not read.
  rfa17a:
    'Du verkar inte ha BankID-appen/programmet. Installera den och skaffa ett BankID hos din bank.',
  rfa17b: 'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
  rfa21: 'En identifiering eller underskrift pågår.',
  rfa22: 'Något gick fel. Försök igen.',
  rfa23: 'Fotografera och läs av din ID-handling med BankID-appen.',
} as const;

export type RfaKey = keyof typeof rfaMessages;

export type BankIdOrderStatus = 'pending' | 'complete' | 'failed' | 'cancelled';

/** Where the member is: which way they chose, and what device the page is shown on. */
export interface BankIdDevice {
  /** The member opened the app on this device (autostart), not by the QR code. */
  sameDevice?: boolean;
  /** The page is on a phone or tablet (isPhone in sameDevice.ts), not a computer. */
  phone?: boolean;
}

/**
 * Which RFA message an order shows, by its status and BankID's hintCode (collect), as the
 * guidelines map them: an outstanding order reads RFA13 when the app was started on this
 * device, else RFA1; `started` RFA15A on a computer, RFA15B on a phone; `startFailed` RFA17A
 * for autostart, RFA17B for the QR code. null: complete, or a refusal the area explains
 * itself (completionRejected). Unknown pending codes read RFA21, unknown failures RFA22.
 */
export function hintRfa(
  status: BankIdOrderStatus,
  hintCode: string | null,
  { sameDevice = false, phone = false }: BankIdDevice = {},
): RfaKey | null {
  if (status === 'complete') return null;
  if (status === 'pending') {
    switch (hintCode) {
      case 'outstandingTransaction':
        return sameDevice ? 'rfa13' : 'rfa1';
      case 'noClient':
        return 'rfa1';
      case 'started':
        return phone ? 'rfa15b' : 'rfa15a';
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
  if (hintCode === 'startFailed') return sameDevice ? 'rfa17a' : 'rfa17b';
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
