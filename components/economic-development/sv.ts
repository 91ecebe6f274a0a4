/** The economic-development element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  loading: 'Din ekonomiska utveckling hämtas…',
  empty:
    'Det finns ingen ekonomisk utveckling att visa ännu. När du har levererat virke eller fått utdelning visas dina siffror per år här.',

  view: 'Visa som',
  'view.chart': 'Diagram',
  'view.table': 'Tabell',
  download: 'Ladda ner som CSV',
  fileName: 'ekonomisk-utveckling.csv',

  tableName: 'Ekonomisk utveckling per år, belopp i {unit}',
} as const;
