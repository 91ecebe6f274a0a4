/** The accounts dialogs' texts (ICU MessageFormat, Swedish): a catalogue of their own, loaded with them. */
export const sv = {
  close: 'Stäng',
  'withdraw.title': 'Ta ut pengar',
  'withdraw.from': 'Från {account}, {number}. Tillgängligt: {available}.',
  'withdraw.amount': 'Belopp (minst {min})',
  'withdraw.amountHint': 'Högst {max}. Minst 1 000 kr måste finnas kvar på kontot.',
  'withdraw.amountHintEverything':
    'Högst {max}, eller hela saldot {available}. Annars måste minst 1 000 kr finnas kvar på kontot.',
  'withdraw.takeMax': 'Ta ut {max}',
  'withdraw.takeEverything': 'Ta ut hela saldot',
  'withdraw.message': 'Meddelande (frivilligt)',
  'withdraw.planTermsHeading': 'Villkor för uttag från betalningsplanen',
  'withdraw.planTerms1':
    'Du kan göra ett uttag per dag och högst två uttag per kalenderår, under planens löptid på tio år.',
  'withdraw.planTerms2':
    'Minst 1 000 kr ska finnas kvar på planen. De betalas ut när planen avslutas och räknas då som ett uttag.',
  'withdraw.planTermsAccept': 'Jag godkänner villkoren för uttag från betalningsplanen',
  'withdraw.submit': 'Fortsätt till signering',
  'withdraw.signTitle': 'Skriv under uttaget',
  'withdraw.signIntro': 'Du tar ut {amount} från {account} {number}. Skriv under med BankID.',
  'withdraw.doneTitle': 'Uttaget är klart',
  'withdraw.done':
    '{amount} är reserverat på kontot och betalas ut till ditt bankkonto inom 1–2 bankdagar.',
  'newAccount.title': 'Öppna fastränteplacering',
  'newAccount.loading': 'Dagens räntor hämtas…',
  'newAccount.intro': 'Pengarna flyttas från ditt medlemskonto till en ny fastränteplacering.',
  'newAccount.term': 'Placeringstid',
  'newAccount.termOption': '{years} år, {rate} ränta',
  'newAccount.amount': 'Belopp (minst {min})',
  'newAccount.amountHint': 'Högst {max}, det tillgängliga saldot på ditt medlemskonto.',
  'newAccount.termsHeading': 'Villkor för fastränteplacering',
  'newAccount.terms1':
    'Du sätter in pengarna en gång, från ditt medlemskonto. Det går inte att sätta in mer på placeringen senare.',
  'newAccount.terms2': 'Räntan är fast under hela placeringstiden.',
  'newAccount.terms3':
    'Vill du ta ut pengarna före placeringstidens slut tas en avgift på 2 % av beloppet ut. Det gör du via Skogsägarsupporten.',
  'newAccount.termsAccept': 'Jag har läst och godkänner villkoren för fastränteplacering',
  'newAccount.submit': 'Fortsätt till signering',
  'newAccount.signTitle': 'Skriv under placeringen',
  'newAccount.signIntro':
    'Du placerar {amount} i {years} år till {rate} ränta. Skriv under med BankID.',
  'newAccount.doneTitle': 'Placeringen är öppnad',
  'newAccount.done': 'Din fastränteplacering är öppnad. Kontonummer: {number}.',
  'statement.title': 'Hämta kontoutdrag',
  'statement.intro': 'Välj en period på högst ett år. Kontoutdraget hämtas som en PDF-fil.',
  'statement.from': 'Från och med',
  'statement.to': 'Till och med',
  'statement.shortened':
    'Ett kontoutdrag kan omfatta högst ett år, så till-datumet är ändrat till {to}.',
  'statement.submit': 'Hämta kontoutdrag',
  'statement.downloading': 'Hämtar…',
  'statement.done': 'Kontoutdraget är hämtat.',
  'callback.working': 'Underskriften slutförs…',
  'callback.notFound': 'Vi hittade ingen underskrift att slutföra. Börja om från kontot.',
  'callback.failed': 'Underskriften slutfördes inte. Försök igen.',
  'callback.withdrawalDone':
    'Uttaget är klart. Beloppet är reserverat på kontot och betalas ut inom 1–2 bankdagar.',
  'callback.toAccount': 'Till kontot',
  'callback.toHome': 'Till Mina konton',
} as const;
