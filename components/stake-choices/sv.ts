/** The stake choices element's Swedish catalogue (economy §2 "Mina insatsval", §5, §8). */
export const sv = {
  heading: 'Dina insatsval',
  loading: 'Hämtar dina insatsval…',
  loadFailed: 'Dina insatsval kunde inte hämtas. Försök igen om en stund.',
  retry: 'Försök igen',
  'stake.legend': 'Insatsavdrag från virkeslikviden',
  'stake.hint':
    'Så stor del av likviden för ditt virke går till ditt insatskapital tills insatsskyldigheten är uppfylld.',
  'stake.option': '{percent} procent',
  'aboveStake.legend': 'Överinsats',
  'aboveStake.hint':
    'Vill du fortsätta bygga insatskapital när insatsskyldigheten är uppfylld? Överinsatsen kan bli högst 5 000 kr per hektar.',
  'aboveStake.yes': 'Ja, jag vill delta med överinsats',
  'aboveStake.no': 'Nej',
  save: 'Spara mina insatsval',
  saving: 'Sparar…',
  saved: 'Dina insatsval är sparade.',
  errorSummary: 'Kontrollera de här uppgifterna:',
  saveFailed: 'Dina insatsval kunde inte sparas.',
  'error.versionConflict':
    'Dina insatsval har ändrats sedan sidan visades, kanske i ett annat fönster. Vi har hämtat de senaste valen. Gör ändringen igen.',
} as const;

export type StakeMessageKey = keyof typeof sv;
