import { requires } from '../../access/requirements.ts';
import { defineRoutes, memberRead } from '../routes.ts';
import { surveyDraftSchema, surveySchema, surveySendSchema } from '../vision-and-goals.ts';

/** §2: Service_DigitalDemocracy_Read/Write on every page and call. */
export const visionRoles = requires.readWrite('Service_DigitalDemocracy');

/** §2 "(flag VisionAndGoals; ...)": every call. */
const flags = requires.single('VisionAndGoals');

const write = {
  access: 'member',
  roles: visionRoles,
  flags,
  proxy: 'allowed',
  impersonation: false,
} as const;

/**
 * Vilja och mål (economy-membership §2, §3 Survey, §4). Always the effective member's
 * survey; staff impersonating may read it but never answer for the member.
 */
export const visionAndGoalsRoutes = defineRoutes({
  getSurvey: {
    ...memberRead(visionRoles),
    flags,
    path: '/api/v1/vision-and-goals/survey',
    summary: "The member's survey: status, use-right groups (estates) and the saved answers.",
    response: surveySchema,
  },
  saveSurveyDraft: {
    ...write,
    method: 'PUT',
    path: '/api/v1/vision-and-goals/survey',
    summary: 'Save the answers as a draft (any answer may be left out; given ones are checked).',
    body: surveyDraftSchema,
    response: surveySchema,
    problems: ['UnknownUseRightGroup', 'NoUseRightGroups'],
  },
  sendSurvey: {
    ...write,
    method: 'POST',
    path: '/api/v1/vision-and-goals/survey/send',
    summary:
      'Save and send to the adviser: every required answer of the personal step and of every use-right group; opens a staff-desk task.',
    body: surveySendSchema,
    response: surveySchema,
    problems: ['UnknownUseRightGroup', 'NoUseRightGroups'],
  },
});
