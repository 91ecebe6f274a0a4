/** The capital trade element's texts (ICU MessageFormat, Swedish; compiled at build time). */
export const sv = {
  loading: 'Laddar…',
  retry: 'Försök igen',
  close: 'Stäng',

  'nav.label': 'Handel med insatskapital',
  'nav.home': 'Översikt',
  'nav.periods': 'Handelsperioder',
  'nav.orders': 'Lägg ny order',
  'nav.history': 'Historik',
  'nav.howItWorks': 'Så fungerar det',

  'home.heading': 'Handel med insatskapital',
  'home.intro':
    'Som medlem kan du köpa och sälja insatskapital, både emitterat och inbetalt, med andra medlemmar. Handeln sker i månadsvisa handelsperioder och du skriver under din order med BankID.',
  'home.point.monthly':
    'Handeln sker varje månad. En order ska ha kommit in senast den sista dagen i perioden.',
  'home.point.rate': 'Du anger själv kursen. Den lägsta kursen är 100 %.',
  'home.point.fee': 'Det kostar inget courtage.',
  'home.point.one':
    'Du kan ha en köp- eller säljorder per kapitaltyp och period. Vill du ändra den avbryter du först den gamla.',
  'home.point.terms': 'Handeln följer villkoren för handel med insatskapital, daterade {date}.',
  'home.links': 'Gå vidare',
  'home.link.periods': 'Se handelsperioderna',
  'home.link.newOrder': 'Lägg ny order',
  'home.link.previous': 'Se dina tidigare ordrar',
  'home.link.history': 'Historik per period',
  'home.link.howItWorks': 'Så fungerar handeln',

  'periods.heading': 'Handelsperioder',
  'periods.intro':
    'Här ser du den pågående och de kommande handelsperioderna. En order ska ha kommit in senast den sista dagen i perioden.',
  'periods.caption': 'Pågående och kommande handelsperioder',
  'periods.column.period': 'Period',
  'periods.column.dates': 'Datum',
  'periods.column.tradeType': 'Handelstyp',
  'periods.current': 'Pågående',
  'periods.upcoming': 'Kommande',
  'periods.none': 'Det finns inga handelsperioder att visa just nu.',
  'periods.dates': '{opens} – {closes}',

  'tradeType.limited': 'Begränsad handel: endast emitterat insatskapital',
  'tradeType.full': 'Full handel: emitterat och inbetalt insatskapital',

  'accountType.IssuedCapital': 'Emitterat insatskapital',
  'accountType.PaidCapital': 'Inbetalt insatskapital',
  'accountType.IssuedAndPaidCapital': 'Emitterat och inbetalt insatskapital',
  'orderType.Buy': 'Köp',
  'orderType.Sell': 'Sälj',
  'status.Active': 'Aktiv',
  'status.Canceled': 'Avbruten',

  'orders.heading': 'Lägg ny order',
  'orders.tabs': 'Orderläggning',
  'orders.tab.new': 'Ny order',
  'orders.tab.previous': 'Tidigare ordrar',

  'newOrder.period': 'Pågående period: {name}, {opens} – {closes}. {tradeType}.',
  'newOrder.deadline': 'Ordern ska ha kommit in senast {closes}.',
  'newOrder.noPeriod.next': 'Nästa handelsperiod: {name}, {opens} – {closes}.',
  'newOrder.noWrite':
    'Du kan se handelsperioder och ordrar men inte lägga eller avbryta ordrar digitalt. Du saknar behörighet att handla med insatskapital här. Kontakta Skogsägarsupporten om du behöver hjälp.',
  'newOrder.figures': 'Dina siffror',
  'newOrder.figure.issued': 'Emitterat insatskapital',
  'newOrder.figure.paid': 'Inbetalt insatskapital',
  'newOrder.figure.remainingObligation': 'Återstående insatsskyldighet',
  'newOrder.figure.excessStake': 'Överinsats',
  'newOrder.figure.memberAccount': 'Tillgängligt på medlemskontot',

  'form.errorSummary': 'Var god kontrollera att uppgifterna är korrekt ifyllda',
  'form.accountType': 'Vilket kapital gäller ordern?',
  'form.orderType': 'Vill du köpa eller sälja?',
  'form.amount': 'Belopp',
  'form.amountHint': 'Nominellt belopp i kronor.',
  'form.rate': 'Kurs i procent',
  'form.rateHint': 'Lägst 100 %, med högst två decimaler, till exempel 100,00.',
  'form.rateUnit': '%',
  'form.sum': 'Summa',
  'form.sumEmpty': 'Summa: fyll i belopp och kurs',
  'form.sumValue': 'Summa: {sum}',
  'form.submit': 'Fortsätt',

  'warning.title': 'Beloppet är större än ditt saldo',
  'warning.text':
    'Summan {sum} är större än det du har tillgängligt på ditt medlemskonto ({available}). Du kan ändå lägga ordern, men den kan bara genomföras om pengarna finns på kontot när handeln görs.',
  'warning.proceed': 'Fortsätt ändå',
  'warning.back': 'Ändra ordern',

  'confirm.title': 'Bekräfta order',
  'confirm.summary': 'Din order',
  'confirm.errorSummary': 'Var god kontrollera att uppgifterna är korrekt ifyllda',
  'confirm.email': 'E-postadress',
  'confirm.phone': 'Telefonnummer',
  'confirm.phoneHint': 'Till exempel 070-123 45 67.',
  'confirm.pep': 'Är du en person i politiskt utsatt ställning (PEP)?',
  'confirm.pepYes': 'Ja',
  'confirm.pepNo': 'Nej',
  'confirm.pepInfo': 'Vad betyder PEP?',
  'confirm.consents': 'Villkor',
  'confirm.acceptTerms': 'Jag har läst och godkänner villkoren för handel med insatskapital.',
  'confirm.showTerms': 'Läs villkoren för handel med insatskapital',
  'confirm.acceptPricing':
    'Jag förstår hur priset sätts och att ordern genomförs till den kurs jag har angett.',
  'confirm.acceptBinding': 'Jag förstår att ordern är bindande när jag har skrivit under den.',
  'confirm.submit': 'Skriv under med BankID',
  'confirm.submitting': 'Skickar…',
  'confirm.cancel': 'Avbryt',

  'sign.title': 'Skriv under ordern',
  'sign.intro': 'Skriv under ordern med ditt BankID.',
  'sign.later': 'Avbryt',

  'receipt.title': 'Ordern är mottagen',
  'receipt.created': 'Din order har ordernummer {orderNumber}.',
  'receipt.createdMore':
    'Du ser ordern under Tidigare ordrar. Du kan avbryta den så länge perioden pågår.',
  'receipt.manualTitle': 'Ordern behandlas manuellt',
  'receipt.manual':
    'Eftersom du har svarat att du är en person i politiskt utsatt ställning (PEP) går ordern till manuell hantering. Vi kontaktar dig.',
  'receipt.previous': 'Visa tidigare ordrar',
  'receipt.close': 'Stäng',

  'pep.title': 'Vad betyder PEP?',
  'pep.text1':
    'En person i politiskt utsatt ställning (PEP) är någon som har eller har haft en viktig offentlig funktion, till exempel statschef, regeringschef, minister, riksdagsledamot, domare i högsta domstolen, ambassadör eller hög officer, eller som sitter i ledningen för ett statligt bolag eller en internationell organisation.',
  'pep.text2':
    'Även familjemedlemmar och kända medarbetare till en sådan person räknas som PEP. Enligt penningtvättslagen måste vi fråga. Svarar du ja går ordern till manuell hantering innan den läggs.',

  'previous.heading': 'Tidigare ordrar',
  'previous.caption': 'Dina ordrar',
  'previous.none': 'Du har inte lagt några ordrar.',
  'previous.loading': 'Ordrarna hämtas…',
  'column.orderNumber': 'Ordernummer',
  'column.date': 'Datum',
  'column.capital': 'Kapital',
  'column.orderType': 'Köp/Sälj',
  'column.amount': 'Belopp',
  'column.rate': 'Kurs',
  'column.sum': 'Summa',
  'column.status': 'Status',
  'column.actions': 'Åtgärd',
  'previous.cancel': 'Avbryt order',
  'previous.cancelLabel': 'Avbryt order {orderNumber}',
  'previous.canceled': 'Order {orderNumber} är avbruten.',

  'cancel.title': 'Avbryt order {orderNumber}?',
  'cancel.text':
    'Ordern avbryts och kan inte återställas. Vill du handla igen i perioden lägger du en ny order.',
  'cancel.confirm': 'Ja, avbryt ordern',
  'cancel.canceling': 'Avbryter…',
  'cancel.keep': 'Nej, behåll ordern',

  'history.heading': 'Historik',
  'history.intro': 'Dina ordrar per handelsperiod, den senaste perioden först.',
  'history.period': '{name}, {opens} – {closes}',
  'history.unknownPeriod': 'Period som inte längre visas',
  'history.caption': 'Ordrar i perioden {name}',

  'how.heading': 'Så fungerar handeln',
  'how.periodsHeading': 'Handelsperioder',
  'how.periods':
    'Handeln sker i månadsvisa perioder. Under en period med begränsad handel kan du bara handla med emitterat insatskapital; under en period med full handel med både emitterat och inbetalt. Ordern ska ha kommit in senast den sista dagen i perioden.',
  'how.orderHeading': 'Så lägger du en order',
  'how.order1':
    'Välj kapital, köp eller sälj, belopp och kurs. Summan räknas fram medan du skriver.',
  'how.order2': 'Bekräfta dina kontaktuppgifter, svara på frågan om PEP och godkänn villkoren.',
  'how.order3': 'Skriv under med BankID. Du får ett ordernummer som kvitto.',
  'how.priceHeading': 'Så sätts priset',
  'how.price':
    'Kursen anges i procent av det nominella beloppet, lägst 100 %. Summan är belopp gånger kurs. Det kostar inget courtage.',
  'how.limitsHeading': 'Hur mycket du kan handla',
  'how.limits':
    'Inbetalt insatskapital kan du köpa upp till din insatsskyldighet (900 kr per hektar produktiv skogsmark, högst 200 insatser) och sälja utöver den. Emitterat insatskapital kan du sälja upp till det du äger.',
  'how.paperHeading': 'Order på blankett',
  'how.paper':
    'Organisationer, dödsbon och utträdda medlemmar lägger order på blankett, som skickas till föreningen.',
  'how.documentsHeading': 'Dokument',
  'how.documentsCaption': 'Dokument om handel med insatskapital',
  'how.column.document': 'Dokument',
  'how.column.get': 'Hämta',
  'how.doc.termsOpen': 'Läs villkoren',
  'how.doc.orderForm': 'Orderblankett för handel med insatskapital',
  'how.doc.pricing': 'Så fungerar prissättningen av insatskapital',

  'paper.download': 'Ladda ner orderblankett (PDF)',
  'paper.downloading': 'Hämtar blanketten…',
  'paper.done': 'Blanketten är nedladdad.',
  'doc.terms.download': 'Ladda ner villkoren (PDF)',
  'doc.terms.downloading': 'Hämtar villkoren…',
  'doc.terms.done': 'Villkoren är nedladdade.',
  'doc.pricing.download': 'Ladda ner beskrivningen av prissättningen (PDF)',
  'doc.pricing.downloading': 'Hämtar beskrivningen…',
  'doc.pricing.done': 'Beskrivningen är nedladdad.',

  'callback.heading': 'Orderläggning',
  'callback.completing': 'Ordern slutförs…',
  'callback.notFound': 'Ordern som skulle slutföras kunde inte hittas.',
  'callback.back': 'Till orderläggningen',
} as const;

export type CapitalTradeMessageKey = keyof typeof sv;
