/**
 * What a BankID signature says was signed: the XML signature of a completed order
 * (completionData.signature, base64) carries `bankIdSignedData` with `usrVisibleData` and
 * `usrNonVisibleData`, each base64 as the relying party sent them. Read here to compare
 * with what the portal sent; null when the signature is not in that shape.
 *
 * This checks the content, not the XML signature's cryptography or the OCSP response
 * (BankID's "verifying signatures" guide): those are kept with the order for an audit.
 */
export interface SignedData {
  userVisibleData: string | null;
  userNonVisibleData: string | null;
}

function element(xml: string, name: string): string | null | undefined {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml);
  if (!match) return null;
  const value = match[1]!.trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
  return Buffer.from(value, 'base64').toString('utf8');
}

export function signedDataOf(signature: string): SignedData | null {
  let xml: string;
  try {
    xml = Buffer.from(signature, 'base64').toString('utf8');
  } catch {
    return null;
  }
  if (!/<(?:\w+:)?bankIdSignedData[\s>]/.test(xml)) return null;
  const userVisibleData = element(xml, 'usrVisibleData');
  const userNonVisibleData = element(xml, 'usrNonVisibleData');
  if (userVisibleData === undefined || userNonVisibleData === undefined) return null;
  return { userVisibleData, userNonVisibleData };
}
