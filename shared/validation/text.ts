/**
 * Control characters (NUL and the other C0/C1 codes, except tab, line feed and carriage
 * return) never belong in what a member types. The server refuses them in every string of
 * a request before the area's schema runs (server/kit/parseInput.ts), so they cannot reach
 * the database or a PDF; forms may use the same check.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const controlCharacterMessage = 'Texten innehåller tecken som inte är tillåtna.';

export function hasControlCharacters(value: string): boolean {
  return controlCharacters.test(value);
}
