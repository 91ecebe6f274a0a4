/**
 * Texts of the anonymous proxy registration pages, a chunk of their own (lazy.tsx): kept out
 * of the host's first-load catalogue. Compiled at build time like every catalogue.
 */
export const sv = {
  title: 'Ta emot en fullmakt',
  loading: 'Fullmakten hämtas…',
  intro:
    '{giverName} vill ge dig en fullmakt. Läs vad den gäller och identifiera dig för att ta emot den.',
  details: 'Fullmakten',
  giver: 'Fullmaktsgivare',
  rights: 'Behörigheter',
  validTo: 'Giltig till',
  untilFurtherNotice: 'Tills vidare',
  'right.signForestAgreements': 'Signera skogsavtal',
  'right.chooseLiquidityRecipient': 'Välja likvidmottagare',
  identify: 'Identifiera dig',
  identifyIntro:
    'Identifiera dig med e-legitimation för att ta emot fullmakten. I testmiljön skriver du ditt personnummer och ditt namn.',
  personalNumber: 'Ditt personnummer',
  personalNumberHint: '12 siffror: ÅÅÅÅMMDDNNNN.',
  name: 'Ditt namn',
  submit: 'Identifiera mig och fortsätt',
  errorSummary: 'Rätta följande:',
  completing: 'Registreringen slutförs…',
  done: 'Klart! Du har nu en fullmakt från {giverName}.',
  doneNext:
    'Logga in med e-legitimation. Sedan kan du byta till fullmakten i menyn under ditt namn.',
  signIn: 'Logga in',
  startOver: 'Börja om',
  cancelled: 'Identifieringen avbröts. Börja om för att ta emot fullmakten.',
  noIdentity: 'Vi hittar ingen identifiering. Börja om från länken du fick.',
  askGiver: 'Be den som vill ge dig fullmakten att skicka en ny länk.',
  usedHint: 'Har du redan tagit emot fullmakten? Logga in med e-legitimation.',
} as const;
