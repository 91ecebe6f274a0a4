/**
 * The server's static first paint of the signed-out start page (server/hostpage/firstPaint.ts)
 * and how the host takes over from it (host/firstPaint.ts).
 */

/** The element that holds the static first paint, before the host's root. */
export const firstPaintElementId = 'first-paint';

/**
 * A cookie the host keeps while a session is stored in this browser (the session itself is
 * in localStorage, which the server cannot see). It carries no secret: it only tells the
 * server not to paint the signed-out start page for a member about to see their own.
 */
export const signedInHintCookie = 'portal_signed_in';
