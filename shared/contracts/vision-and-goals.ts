import { z } from 'zod/mini';

/**
 * Vilja och mål (economy-membership §2 Vision and goals, §3 Survey, §4): a short survey on
 * the owner's goals for the forest, a personal step and one step per use-right group (the
 * member's estates with the same owners), sent to the adviser. The questions are data: the
 * element draws them and the server checks answers against the same lists. A draft may
 * leave anything out; sending needs every required answer (Swedish messages below).
 */

export interface SurveyQuestion {
  id: string;
  kind: 'choice' | 'text';
  required: boolean;
  /** The question as the member reads it (the survey is data: element and desk show it). */
  label: string;
  hint?: string;
  /** choice: the allowed answers, codes with their Swedish names. */
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
}

const importance = [
  { value: '1', label: 'Inte viktigt' },
  { value: '2', label: 'Mindre viktigt' },
  { value: '3', label: 'Ganska viktigt' },
  { value: '4', label: 'Viktigt' },
  { value: '5', label: 'Mycket viktigt' },
] as const;

export const personalQuestions = [
  {
    id: 'timeHorizon',
    kind: 'choice',
    required: true,
    label: 'Hur långt fram planerar du för din skog?',
    options: [
      { value: 'under5', label: 'Mindre än 5 år' },
      { value: '5to15', label: '5–15 år' },
      { value: 'over15', label: 'Mer än 15 år' },
      { value: 'generations', label: 'Över generationer' },
    ],
  },
  {
    id: 'heirs',
    kind: 'choice',
    required: true,
    label: 'Har du planerat för generationsskiftet?',
    options: [
      { value: 'decided', label: 'Ja, det är bestämt vem som tar över' },
      { value: 'planning', label: 'Jag håller på att planera det' },
      { value: 'notYet', label: 'Nej, inte ännu' },
      { value: 'notRelevant', label: 'Det är inte aktuellt för mig' },
    ],
  },
  {
    id: 'involvement',
    kind: 'choice',
    required: true,
    label: 'Hur vill du sköta din skog?',
    options: [
      { value: 'myself', label: 'Jag gör mycket själv' },
      { value: 'together', label: 'Tillsammans med rådgivaren' },
      { value: 'leaveToOthers', label: 'Jag vill överlåta det mesta' },
    ],
  },
] as const satisfies readonly SurveyQuestion[];

export const groupQuestions = [
  {
    id: 'economy',
    kind: 'choice',
    required: true,
    label: 'Hur viktig är ekonomisk avkastning från skogen?',
    options: importance,
  },
  {
    id: 'nature',
    kind: 'choice',
    required: true,
    label: 'Hur viktigt är det att gynna naturvärden?',
    options: importance,
  },
  {
    id: 'recreation',
    kind: 'choice',
    required: true,
    label: 'Hur viktigt är friluftsliv och rekreation?',
    options: importance,
  },
  {
    id: 'hunting',
    kind: 'choice',
    required: true,
    label: 'Hur används jakten på fastigheterna?',
    options: [
      { value: 'own', label: 'Jag eller familjen jagar' },
      { value: 'leased', label: 'Jakten är utarrenderad' },
      { value: 'none', label: 'Ingen jakt' },
    ],
  },
  {
    id: 'goals',
    kind: 'text',
    required: false,
    label: 'Beskriv gärna dina mål med fastigheterna',
    hint: 'Frivilligt. Högst 2000 tecken.',
    maxLength: 2000,
  },
] as const satisfies readonly SurveyQuestion[];

export const messageMaxLength = 2000;

export type PersonalQuestionId = (typeof personalQuestions)[number]['id'];
export type GroupQuestionId = (typeof groupQuestions)[number]['id'];

export const surveyMessages = {
  timeHorizon: 'Välj hur långt fram du planerar.',
  heirs: 'Välj hur du har planerat för generationsskiftet.',
  involvement: 'Välj hur du vill sköta skogen.',
  economy: 'Välj hur viktig ekonomin är.',
  nature: 'Välj hur viktig naturen är.',
  recreation: 'Välj hur viktigt friluftslivet är.',
  hunting: 'Välj hur jakten används.',
  goals: `Skriv högst ${groupQuestions[4].maxLength} tecken.`,
  message: `Meddelandet får vara högst ${messageMaxLength} tecken.`,
  unknownGroup: 'Fastighetsgruppen finns inte bland dina fastigheter.',
} as const;

/** One question's answer rule: a choice among its options or text within its length. */
function answerRule(question: SurveyQuestion, required: boolean) {
  const message = surveyMessages[question.id as keyof typeof surveyMessages];
  const rule =
    question.kind === 'choice'
      ? z.enum(question.options!.map((o) => o.value) as [string, ...string[]], { error: message })
      : z.string({ error: message }).check(z.maxLength(question.maxLength!, { error: message }));
  return required && question.required ? rule : z.optional(rule);
}

function answersSchema(questions: readonly SurveyQuestion[], required: boolean) {
  return z.object(Object.fromEntries(questions.map((q) => [q.id, answerRule(q, required)])));
}

/** A step's answers: `complete` when sending (every required answer), else a draft's. */
export const personalAnswersSchema = (complete: boolean) =>
  answersSchema(personalQuestions, complete);
export const groupAnswersSchema = (complete: boolean) => answersSchema(groupQuestions, complete);

export type Answers = Record<string, string | undefined>;

const surveyBody = (complete: boolean) =>
  z.object({
    personal: personalAnswersSchema(complete),
    /** Answers per use-right group id. */
    groups: z.record(z.string(), groupAnswersSchema(complete)),
    message: z
      .string({ error: surveyMessages.message })
      .check(z.maxLength(messageMaxLength, { error: surveyMessages.message })),
  });

/** PUT: save a draft (save and close). */
export const surveyDraftSchema = surveyBody(false);
/** POST send: save and send to the adviser; every required answer of every step. */
export const surveySendSchema = surveyBody(true);
export type SurveyBody = z.infer<typeof surveyDraftSchema>;

export const surveyStatuses = ['new', 'draft', 'updated', 'sent'] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

export const useRightGroupSchema = z.object({
  useRightGroupId: z.string(),
  estates: z.array(z.object({ designation: z.string(), municipality: z.string() })),
  /** Owned together with others. */
  shared: z.boolean(),
});
export type UseRightGroup = z.infer<typeof useRightGroupSchema>;

export const surveySchema = z.object({
  /** new: nothing saved; draft: saved, never sent; sent; updated: changed after sending. */
  status: z.enum(surveyStatuses),
  groups: z.array(useRightGroupSchema),
  answers: surveyDraftSchema,
  updatedAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
});
export type Survey = z.infer<typeof surveySchema>;
