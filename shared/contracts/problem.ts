import { z } from 'zod/mini';

/**
 * Problem types: the `type` of every problem+json answer (RFC 9457) and how a member reads
 * it. Each has its HTTP status, the Swedish `title` the server sends (for logs and
 * developers) and the Swedish `message` an element shows; a raw server text never reaches a
 * member. The shared codes live here once with one wording each; each area declares its
 * own beside its contract (shared/contracts/<area>/problems.ts) with `defineProblems`, and
 * problems.test.ts proves every declared code has its Swedish message.
 */
export interface ProblemDefinition {
  status: number;
  /** Swedish, sent as the problem's `title`; the message when left out (most are the same). */
  title?: string;
  /** Swedish, what the member is shown. */
  message: string;
}

/** The `title` the server sends for a problem type. */
export const problemTitle = (definition: ProblemDefinition): string =>
  definition.title ?? definition.message;

export type ProblemCatalogue = Record<string, ProblemDefinition>;

export function defineProblems<const T extends ProblemCatalogue>(catalogue: T): T {
  return catalogue;
}

// The shared codes the host explains by name are single exports, so the host's bundle takes
// those texts without the whole catalogue (its size budget); the catalogue holds them too.
export const unauthorizedProblem = {
  status: 401,
  message: 'Du är inte inloggad.',
} satisfies ProblemDefinition;

export const impersonatedSessionExpiredProblem = {
  status: 401,
  title: 'Sessionen har gått ut.',
  message: 'Din session för att företräda en medlem har gått ut.',
} satisfies ProblemDefinition;

export const forbiddenProblem = {
  status: 403,
  message: 'Du har inte rättighet att utföra denna åtgärd.',
} satisfies ProblemDefinition;

export const proxyNotAllowedProblem = {
  status: 403,
  title: 'Du har ingen giltig fullmakt för den medlemmen.',
  message: 'Du har inte fullmakt att företräda den medlemmen.',
} satisfies ProblemDefinition;

export const notFoundProblem = {
  status: 404,
  message: 'Det du söker finns inte.',
} satisfies ProblemDefinition;

export const rateLimitedProblem = {
  status: 429,
  title: 'För många försök.',
  message: 'För många försök. Vänta en stund och försök igen.',
} satisfies ProblemDefinition;

export const internalProblem = {
  status: 500,
  message: 'Något gick fel. Försök igen om en stund.',
} satisfies ProblemDefinition;

export const serviceOfflineProblem = {
  status: 503,
  title: 'Tjänsten är inte tillgänglig just nu.',
  message: 'Tjänsten är inte tillgänglig just nu. Försök igen senare.',
} satisfies ProblemDefinition;

export const networkProblem = {
  status: 0,
  title: 'Inget svar.',
  message: 'Vi når inte Mina sidor just nu. Kontrollera din anslutning och försök igen.',
} satisfies ProblemDefinition;

/** The codes every area may answer (and 'network'/'invalidResponse', made by the client). */
export const platformProblems = defineProblems({
  validation: {
    status: 400,
    title: 'Kontrollera uppgifterna.',
    message: 'Kontrollera uppgifterna och försök igen.',
  },
  unauthorized: unauthorizedProblem,
  impersonatedSessionExpired: impersonatedSessionExpiredProblem,
  forbidden: forbiddenProblem,
  proxyNotAllowed: proxyNotAllowedProblem,
  impersonationNotAllowed: {
    status: 403,
    title: 'Personal kan inte göra detta åt medlemmen.',
    message: 'Du är inloggad som personal och kan inte göra detta åt medlemmen.',
  },
  featureOff: {
    status: 403,
    title: 'Funktionen är avstängd.',
    message: 'Funktionen är inte tillgänglig just nu.',
  },
  notFound: notFoundProblem,
  versionConflict: {
    status: 412,
    title: 'Uppgifterna har ändrats sedan du öppnade dem.',
    message: 'Uppgifterna har ändrats sedan du öppnade dem. Ladda om sidan och gör ändringen igen.',
  },
  versionRequired: {
    status: 428,
    title: 'Versionen saknas.',
    message: 'Uppgifterna kunde inte sparas. Ladda om sidan och försök igen.',
  },
  idempotencyKeyRequired: {
    status: 400,
    title: 'Idempotency-Key saknas.',
    message: 'Något gick fel. Försök igen.',
  },
  idempotencyKeyInProgress: {
    status: 409,
    title: 'En begäran med samma nyckel pågår.',
    message: 'Din förra begäran behandlas fortfarande. Vänta en stund och försök igen.',
  },
  idempotencyKeyReused: {
    status: 422,
    title: 'Nyckeln har använts för en annan begäran.',
    message: 'Något gick fel. Ladda om sidan och försök igen.',
  },
  payloadTooLarge: {
    status: 413,
    title: 'Det du skickade är för stort.',
    message: 'Det du skickade är för stort. Skicka mindre och försök igen.',
  },
  rateLimited: rateLimitedProblem,
  headersTooLarge: {
    status: 431,
    title: 'Begärans rubriker är för stora.',
    message: 'Något gick fel. Ladda om sidan och försök igen.',
  },
  internal: internalProblem,
  serviceOffline: serviceOfflineProblem,
  network: networkProblem,
  invalidResponse: {
    status: 0,
    title: 'Oväntat svar.',
    message: 'Något gick fel. Försök igen om en stund.',
  },
});
export type PlatformProblemType = keyof typeof platformProblems;

/**
 * The member's Swedish text for an error: the area's own code first, then the shared
 * codes, else the general text. Takes any thrown value (ApiError carries `type`).
 */
export function problemMessage(error: unknown, areaProblems: ProblemCatalogue = {}): string {
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string') {
    if (Object.hasOwn(areaProblems, type)) return areaProblems[type]!.message;
    if (Object.hasOwn(platformProblems, type)) {
      return platformProblems[type as PlatformProblemType].message;
    }
  }
  return platformProblems.internal.message;
}

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.optional(z.string()),
  /** Field errors for validation problems: dotted field path (or `_form`) -> Swedish message. */
  errors: z.optional(z.record(z.string(), z.string())),
});
export type Problem = z.infer<typeof problemSchema>;

export const problemContentType = 'application/problem+json';
