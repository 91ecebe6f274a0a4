import { createHmac } from 'node:crypto';
import { encode } from 'uqr';

/**
 * BankID's animated QR code: `bankid.<qrStartToken>.<time>.<qrAuthCode>` where time is the
 * whole seconds since the order started and qrAuthCode is HMAC-SHA256(qrStartSecret, time) in
 * hex. The server computes it on each poll, so the secret never leaves the server.
 */
export function qrData(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  const time = String(Math.max(0, Math.floor(seconds)));
  const auth = createHmac('sha256', qrStartSecret).update(time).digest('hex');
  return `bankid.${qrStartToken}.${time}.${auth}`;
}

/** The QR code as an SVG path of its dark modules (one unit each), with a 2-module border. */
export function qrPath(data: string): { size: number; path: string } {
  const qr = encode(data, { ecc: 'L', border: 2 });
  const parts: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size: qr.size, path: parts.join('') };
}
