import { z } from 'zod/mini';
import { isValidPersonalNumber, normalizePersonalNumber } from '../validation/personalNumber.ts';

/**
 * Signing (issue 9): one e-ID sign order per action, in the flow of Swedish BankID. The
 * area's own call starts the order (e.g. POST /api/v1/proxies/{id}/sign) and answers
 * `signOrderStartSchema`; the signing view then polls GET /api/v1/signing/orders/{orderRef}
 * every second (each answer carries that second's QR code; the provider is asked about
 * every 2 seconds) until the order is complete, failed or cancelled.
 */

export const signOrderStatuses = ['pending', 'complete', 'failed', 'cancelled'] as const;
export type SignOrderStatus = (typeof signOrderStatuses)[number];

/**
 * BankID's hint codes (collect's hintCode), plus our own for a signature whose action the
 * area then refused (completionRejected). Unknown codes from a broker are passed through.
 */
export const pendingHintCodes = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;
export const failedHintCodes = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'completionRejected',
] as const;

/** The answer of an area's start call. */
export const signOrderStartSchema = z.object({
  orderRef: z.string(),
  /** For the same-device button: bankid:///?autostarttoken=...&redirect=null */
  autoStartToken: z.string(),
  /** ISO time the order ends unless signed. */
  expiresAt: z.string(),
});
export type SignOrderStart = z.infer<typeof signOrderStartSchema>;

/** GET /api/v1/signing/orders/{orderRef}: the order as its signer sees it. */
export const signOrderSchema = z.object({
  orderRef: z.string(),
  kind: z.string(),
  subjectId: z.string(),
  status: z.enum(signOrderStatuses),
  hintCode: z.nullable(z.string()),
  /** The Swedish text shown in the e-ID app. */
  userVisibleData: z.string(),
  autoStartToken: z.string(),
  expiresAt: z.string(),
  /** While pending: the animated QR code of this second, drawn by the server. */
  qr: z.nullable(
    z.object({
      /** bankid.<qrStartToken>.<seconds>.<HMAC-SHA256(qrStartSecret, seconds)> */
      data: z.string(),
      /** Modules per side (border included). */
      size: z.number(),
      /** SVG path of the dark modules, one unit per module, for viewBox 0 0 size size. */
      path: z.string(),
    }),
  ),
  completedAt: z.nullable(z.string()),
  /** Complete: what the area's action answered. Failed by the area: its problem. */
  result: z.nullable(z.record(z.string(), z.unknown())),
});
export type SignOrder = z.infer<typeof signOrderSchema>;

/** POST /api/v1/signing/orders/{orderRef}/test-confirm: the local test signer's "app". */
export const testSignerConfirmSchema = z.object(
  {
    personalNumber: z.string({ error: 'Ange ditt personnummer.' }).check(
      z.overwrite(normalizePersonalNumber),
      z.minLength(1, { error: 'Ange ditt personnummer.' }),
      z.refine(isValidPersonalNumber, {
        error: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
        abort: true,
      }),
    ),
  },
  { error: 'Uppgifterna saknas. Fyll i formuläret och försök igen.' },
);
export type TestSignerConfirm = z.infer<typeof testSignerConfirmSchema>;

/** The test signer's answer to someone else's personal number (field `personalNumber`). */
export const signingMessages = {
  wrongPersonalNumber: 'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
} as const;

/** The query parameter a broker's redirect brings back to an area's `.../slutfor` route. */
export const signSessionParam = 'sessionId';
