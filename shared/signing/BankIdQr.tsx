import type { SignOrder } from '../contracts/signing.ts';

/**
 * BankID's animated QR code as the server drew it for this second (`order.qr`: the dark
 * modules as one SVG path). An image with a text alternative; its data is never shown as
 * text (a code read off the screen is stale within a second or two anyway).
 */
export function BankIdQr({ qr, label }: { qr: NonNullable<SignOrder['qr']>; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width="192"
      height="192"
      shapeRendering="crispEdges"
      className="signing-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
