/**
 * The forms kit's Swedish texts (ICU MessageFormat): what every form says the same way.
 * A form's own words (labels, headings, its rules' messages) stay in its area's catalogue.
 */
export const sv = {
  required: '(obligatoriskt)',
  'summary.heading': 'Rätta följande:',
  'footer.cancel': 'Avbryt',
  'footer.submitting': 'Skickar…',
  'failure.general': 'Något gick fel. Försök igen om en stund.',
  'failure.unknownField': 'Kontrollera uppgiften.',
  'count.text': '{count} av {max} tecken',
  'count.over': '{count} av {max} tecken. Det är {over} tecken för mycket.',
  'amount.unit': 'kr',
  'amount.invalid': 'Ange beloppet i kronor med siffror, till exempel 1 234,50.',
  'amount.decimals': 'Ange öre med högst två siffror efter kommat, till exempel 1 234,50.',
  'amount.negative': 'Beloppet kan inte vara mindre än noll.',
  'amount.required': 'Ange ett belopp.',
  'amount.min': 'Beloppet måste vara minst {min}.',
  'amount.max': 'Beloppet får vara högst {max}.',
  'date.hint': 'Skriv datumet som ÅÅÅÅ-MM-DD, till exempel 2027-03-31.',
  'multi.add': 'Lägg till',
  'multi.remove': 'Ta bort {label} {number}',
  'multi.rowLabel': '{label} {number}',
  'multi.fillLast': 'Fyll i den tomma raden innan du lägger till en ny.',
  'multi.max': 'Du kan lägga till högst {max}.',
  'confirm.title': 'Vill du stänga utan att spara?',
  'confirm.text': 'Det du har fyllt i sparas inte om du stänger.',
  'confirm.leave': 'Stäng utan att spara',
  'confirm.stay': 'Fortsätt fylla i',
} as const;

export type FormsMessageKey = keyof typeof sv;
