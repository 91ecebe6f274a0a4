/**
 * Why a sign-in did not finish: the callback sends the browser to the login view with
 * `?fel=<code>`, and the view says it in Swedish. No detail of the failure reaches the page.
 */
export const signInErrors = {
  'ingen-roll':
    'Ditt personalkonto har ingen roll i innehållssystemet. Be den som administrerar innehållssystemet om rollen redaktör eller publicerare.',
  avbruten: 'Inloggningen avbröts.',
  'gick-ut': 'Inloggningen tog för lång tid eller startades i en annan webbläsare. Försök igen.',
  misslyckades: 'Inloggningen kunde inte slutföras. Försök igen.',
  'inte-installd':
    'Inloggning med personalkonto är inte inställd för innehållssystemet. Kontakta den som driftar det.',
} as const;

export type SignInError = keyof typeof signInErrors;

export const signInErrorText = (code: unknown): string | undefined =>
  typeof code === 'string' && Object.hasOwn(signInErrors, code)
    ? signInErrors[code as SignInError]
    : undefined;

export const signInButtonText = 'Logga in med ditt personalkonto';
