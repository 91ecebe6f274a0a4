import { useAreaPortal } from '../../shared/elements/portal.ts';

/**
 * The shared area portal. Att göra and Händelser are every member's (each area's part is
 * filtered by the server on the effective roles), so no role is asked here.
 */
export const useActivityPortal = () => useAreaPortal({ kind: 'andOr', all: [], any: [] });
