import { z } from 'zod/mini';
import { signLinkDeliverySchema, signLinkSentSchema } from './signing/links.ts';

/**
 * Forest certification (economy-membership §2-§9): the member's state (GET
 * /api/v1/certificates), the application questions (GET /api/v1/certificates/questions) and
 * the application (POST /api/v1/certificates, signed). One schema checks the form and the
 * server. Decisions the spec leaves open: shared/contracts/certification/README.md.
 */

/** §3: what a member applies for. */
export const certificateTypes = ['FSC', 'PEFC', 'FSCAndPEFC'] as const;
export type CertificateType = (typeof certificateTypes)[number];

/** §9: a plan at most 10 years old; the adviser takes estates over 20 ha without one. */
export const certificationLimits = {
  planMaxAgeYears: 10,
  estateWithoutPlanMaxHa: 20,
  /** Ours (README): above this total productive forest the adviser handles the application. */
  maxTotalForestHa: 1000,
  /** Ours (README): a plan or exemption ending within this many days is a deviation. */
  expiringWithinDays: 365,
  advisorMessageMaxLength: 2000,
} as const;

/** §3 deviations, as codes; the element names them in Swedish. */
export const deviationKinds = [
  'expiringPlan',
  'expiringExemption',
  'uncertifiedCoOwners',
  'expiredCertification',
] as const;
export type DeviationKind = (typeof deviationKinds)[number];

export const certificationMessages = {
  certificateType: 'Välj vilken certifiering du vill ansöka om.',
  answer: 'Svara ja eller nej på frågan.',
  unknownQuestion: 'Frågan finns inte i ansökan. Ladda om sidan och försök igen.',
  advisorMessageTooLong: `Meddelandet får vara högst ${certificationLimits.advisorMessageMaxLength} tecken.`,
  introVideoWatched: 'Du behöver se hela introduktionsfilmen innan du ansöker.',
  confirmedDetails: 'Du behöver bekräfta dina kontaktuppgifter innan du ansöker.',
  totalAreaForest: 'Ange skogsmarksarealen i hektar, till exempel 85.5.',
  phoneMissing:
    'Du behöver ha ett telefonnummer i dina kontaktuppgifter. Lägg till det under Profil.',
} as const;

const iso = z.string();

export const certificationStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('pending'),
    certificateType: z.enum(certificateTypes),
    submittedAt: iso,
  }),
  z.object({
    kind: z.literal('completed'),
    certificateType: z.enum(certificateTypes),
    /** The day the certificate was issued (ISO date); null when we have no record of it. */
    issuedOn: z.nullable(iso),
  }),
]);
export type CertificationStatus = z.infer<typeof certificationStatusSchema>;

export const deviationSchema = z.object({
  kind: z.enum(deviationKinds),
  estate: z.string(),
  /** The day it ends or ended (ISO date); null for uncertified co-owners. */
  date: z.nullable(iso),
});
export type Deviation = z.infer<typeof deviationSchema>;

/** What the guard needs to know about the member besides their browser progress. */
export const eligibilitySchema = z.object({
  isFscCertified: z.boolean(),
  isPefcCertified: z.boolean(),
  isExplicitMember: z.boolean(),
  isOrganizationUser: z.boolean(),
  isActiveMember: z.boolean(),
  livesAbroad: z.boolean(),
  /** An estate over 20 ha without a plan at most 10 years old. */
  needsPlan: z.boolean(),
  hasPendingApplication: z.boolean(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const certificationEstateSchema = z.object({
  id: z.string(),
  designation: z.string(),
  productiveForestHa: z.number(),
  planDate: z.nullable(iso),
});

/** GET /api/v1/certificates: the member's certification state. */
export const certificationStateSchema = z.object({
  status: certificationStatusSchema,
  eligibility: eligibilitySchema,
  totalAreaForestHa: z.number(),
  estates: z.array(certificationEstateSchema),
  deviations: z.array(deviationSchema),
  /** The member's latest application when the adviser rejected it (none is newer). */
  rejection: z.nullable(
    z.object({
      certificateType: z.enum(certificateTypes),
      /** ISO date of the decision. */
      rejectedOn: iso,
      reason: z.string(),
    }),
  ),
  contact: z.object({
    name: z.string(),
    email: z.nullable(z.string()),
    /** '+46 701234567', or null when the member has none (§5: it must exist). */
    phone: z.nullable(z.string()),
    address: z.array(z.string()),
  }),
});
export type CertificationState = z.infer<typeof certificationStateSchema>;

/** GET /api/v1/certificates/questions?certificateType&totalAreaForest */
export const certificationQuestionsQuerySchema = z.object({
  certificateType: z.enum(certificateTypes, { error: certificationMessages.certificateType }),
  /** Hectares of productive forest, e.g. '85.5' (a query string: digits, up to 2 decimals). */
  totalAreaForest: z
    .string({ error: certificationMessages.totalAreaForest })
    .check(z.regex(/^\d{1,6}(\.\d{1,2})?$/, { error: certificationMessages.totalAreaForest })),
});

export const certificationQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  help: z.nullable(z.string()),
});
export type CertificationQuestion = z.infer<typeof certificationQuestionSchema>;
export const certificationQuestionsSchema = z.object({
  questions: z.array(certificationQuestionSchema),
});

export const answers = ['yes', 'no'] as const;
export type Answer = (typeof answers)[number];

/** POST /api/v1/certificates: the application the member signs. */
export const certificationApplicationSchema = z.object({
  certificateType: z.enum(certificateTypes, { error: certificationMessages.certificateType }),
  answers: z.record(z.string(), z.enum(answers, { error: certificationMessages.answer })),
  advisorMessage: z.string().check(
    z.maxLength(certificationLimits.advisorMessageMaxLength, {
      error: certificationMessages.advisorMessageTooLong,
    }),
  ),
  introVideoWatched: z.literal(true, { error: certificationMessages.introVideoWatched }),
  confirmedDetails: z.literal(true, { error: certificationMessages.confirmedDetails }),
});
export type CertificationApplication = z.infer<typeof certificationApplicationSchema>;

/** 201: the application waiting for its signature, and the sign order to follow. */
export const certificationSignStartSchema = z.object({
  applicationId: z.string(),
  orderRef: z.string(),
  autoStartToken: z.string(),
  expiresAt: z.string(),
});

/** What the signing completion answers (order.result). */
export const certificationSignedSchema = z.object({
  applicationId: z.string(),
  certificateType: z.enum(certificateTypes),
});

/** POST /api/v1/certificates/sign-link: the application, signed by a link sent by e-mail or SMS. */
export const certificationSignLinkSchema = z.object({
  application: certificationApplicationSchema,
  delivery: signLinkDeliverySchema,
});
export type CertificationSignLink = z.infer<typeof certificationSignLinkSchema>;

/** 201: the application waiting for its signature, and where the link went. */
export const certificationSignLinkSentSchema = z.object({
  applicationId: z.string(),
  channel: signLinkSentSchema.shape.channel,
  recipient: z.string(),
  expiresAt: z.string(),
});
