/** The fixture element's folder as the test server serves it. */
export const fixtureHost = new URL('/shared/elements/test-fixtures/', location.href).toString();

/** A URL of the fixture script; `variant` makes a fresh module (each test its own load). */
export function fixtureUrl(variant: string): string {
  return `${fixtureHost}fixture-element.js?case=${encodeURIComponent(variant)}`;
}

/** The SRI hash (sha384) of what the server sends for url, computed the way browsers do. */
export async function integrityOf(url: string): Promise<string> {
  const bytes = await (await fetch(url)).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

export const wrongIntegrity = `sha384-${btoa('not the fixture'.padEnd(48, '!'))}`;
