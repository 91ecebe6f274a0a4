/**
 * "BankID på den här enheten": the autostart link, as BankID's guidelines and sample code
 * launch the app. On a phone or tablet the app link `https://app.bankid.com/?autostarttoken=…`
 * (the operating system opens the BankID app); on a computer the `bankid:///` scheme, which
 * BankID's Security Application answers. `redirect=null`: the member comes back to this
 * page by themselves, the order goes on being polled here.
 *
 * Beside the local BankID test server the runtime settings name its app page
 * (`signing.testApp`), which plays the app: the link opens that page in a new tab.
 */
export function autoStartLink(
  autoStartToken: string,
  { phone, testApp }: { phone: boolean; testApp?: string | undefined },
): string {
  const query = `autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
  if (testApp) return `${testApp}?${query}`;
  return phone ? `https://app.bankid.com/?${query}` : `bankid:///?${query}`;
}

/** A phone or tablet (where the BankID app is), by the browser's own word. */
export function isPhone(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
