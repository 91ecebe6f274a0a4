/**
 * What the server's host page tells the host beyond the settings: its static first paint of
 * the signed-out start page (server/hostpage/firstPaint.ts, host/firstPaint.ts), and the page
 * the path shows.
 */

/** The element that holds the static first paint, before the host's root. */
export const firstPaintElementId = 'first-paint';

/**
 * A cookie the host keeps while a session is stored in this browser (the session itself is
 * in localStorage, which the server cannot see). It carries no secret: it only tells the
 * server not to paint the signed-out start page for a member about to see their own.
 */
export const signedInHintCookie = 'portal_signed_in';

/**
 * Attributes of the host's root naming the route-tree page the path shows (its id, and
 * whether it is a group page, whose children are asked with it) and the API calls its
 * element makes first (paths, space-separated), so a signed-in member's browser asks for
 * them beside its profile rather than after it (server/hostpage/pageHint.ts).
 */
/**
 * The start page in a page hint: its page id (data-page-id="start", asked as
 * /api/v1/pages/startpage) and the RouteSpec.firstOn id of the calls made there first.
 */
export const startPageHint = 'startPage';
export const pageHintAttributes = {
  id: 'data-page-id',
  group: 'data-page-group',
  calls: 'data-page-calls',
} as const;
