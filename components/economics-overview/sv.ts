/** The economics overview's texts (ICU MessageFormat, Swedish). */
export const sv = {
  loading: 'Översikten hämtas…',
  retry: 'Försök igen',
  failed: 'Det gick inte att visa den här delen just nu. Försök igen om en stund.',
  missing: 'Uppgift saknas',

  'accounts.heading': 'Mina konton',
  'accounts.loading': 'Dina konton hämtas…',
  'accounts.empty':
    'Du har inga konton hos oss ännu. När du får likvid för virke eller placerar pengar hos oss visas kontona här.',
  'accounts.table': 'Saldo per konto',
  'accounts.column.account': 'Konto',
  'accounts.column.balance': 'Saldo',
  'accounts.column.available': 'Disponibelt',
  'accounts.total': 'Totalt',
  'accounts.link': 'Gå till mina konton',

  'economics.heading': 'Ekonomisk utveckling',
  'economics.loading': 'Din ekonomiska utveckling hämtas…',
  'economics.intro': 'De senaste {count, plural, one {året} other {# åren}}.',
  'economics.empty':
    'Det finns ingen ekonomisk utveckling att visa ännu. När du har levererat virke eller fått utdelning visas dina siffror per år här.',
  'economics.link': 'Se hela den ekonomiska utvecklingen',

  'trade.heading': 'Handel med insatskapital',
  'trade.loading': 'Handelsperioderna hämtas…',
  'trade.current': 'Pågående period',
  'trade.next': 'Nästa period',
  'trade.none': 'Ingen period är planerad',
  'trade.period': '{opens} – {closes}, {tradeType}',
  'trade.type.limited': 'begränsad handel (endast emitterat insatskapital)',
  'trade.type.full': 'full handel (emitterat och inbetalt insatskapital)',
  'trade.link': 'Gå till handeln med insatskapital',

  'engagement.heading': 'Mitt medlemsengagemang',
  'engagement.loading': 'Dina medlemsuppgifter hämtas…',
  'engagement.customerNo': 'Kundnummer',
  'engagement.memberSince': 'Medlem sedan',
  'engagement.votingArea': 'Röstområde',
  'engagement.memberArea': 'Medlemsareal',
  'engagement.hectares': '{area} ha',
  'engagement.obligation': 'Insatsskyldighet',
  'engagement.paidIn': 'Inbetalt insatskapital',
  'engagement.share': 'Inbetald andel av insatsskyldigheten',

  'links.heading': 'Relaterade sidor',
  'links.timberDeliveries': 'Virkesaffärer',
  'links.orderedServices': 'Beställda tjänster',
  'links.documents': 'Mina dokument',
  // The sidebar's wording for a page that is not there (shared/i18n/sv.ts nav.unavailable).
  'links.unavailable': 'Det finns ingen sida att visa här just nu.',
  'links.noAccess': 'Du har inte behörighet till den här sidan.',
} as const;

export type SvKey = keyof typeof sv;
