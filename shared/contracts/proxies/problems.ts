import { defineProblems } from '../problem.ts';

/**
 * The proxies area's own problem codes (problem+json `type`): the status and Swedish title
 * the server sends, and what the member reads (the element and the host's registration
 * pages show `message`). The shared codes (validation, forbidden, notFound, ...) are in
 * shared/contracts/problem.ts.
 */
export const proxyProblems = defineProblems({
  organizationCannotCreateProxy: {
    status: 403,
    title:
      'Organisationer kan inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.',
    message:
      'Som organisation kan du inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.',
  },
  proxyAlreadyExists: {
    status: 409,
    title: 'Du har redan en fullmakt till den här personen. Ersätt den i stället.',
    message:
      'Du har redan en fullmakt till den här personen. Ersätt den i stället för att skapa en ny.',
  },
  proxyNotSignable: {
    status: 409,
    message: 'Fullmakten kan inte signeras. Den är redan signerad eller avslutad.',
  },
  proxyNotReplaceable: {
    status: 409,
    message: 'Fullmakten kan inte ersättas eftersom den är avslutad.',
  },
  proxyAlreadyEnded: {
    status: 409,
    message: 'Fullmakten är redan avslutad.',
  },
  proxyTicketNotFound: {
    status: 404,
    message: 'Länken finns inte.',
  },
  proxyTicketUsed: {
    status: 410,
    message: 'Länken har redan använts.',
  },
  proxyTicketExpired: {
    status: 410,
    message: 'Länken har gått ut.',
  },
  proxyTicketWithdrawn: {
    status: 410,
    message: 'Fullmakten har dragits tillbaka av den som gav den.',
  },
});
export type ProxyProblemType = keyof typeof proxyProblems;

/** What the receiver's registration link may answer (the two anonymous calls). */
export const proxyTicketProblemTypes = [
  'proxyTicketNotFound',
  'proxyTicketUsed',
  'proxyTicketExpired',
  'proxyTicketWithdrawn',
] as const satisfies readonly ProxyProblemType[];
