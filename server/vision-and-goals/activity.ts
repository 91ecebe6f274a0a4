import { eq } from 'drizzle-orm';
import { requires } from '../../shared/access/requirements.ts';
import { visionRoles } from '../../shared/contracts/vision-and-goals/routes.ts';
import { visionAndGoalsElement } from '../../shared/contracts/vision-and-goals/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { eventsWithin, type AreaActivity } from '../kit/activity.ts';
import { visionSurveys } from './schema.ts';

/**
 * Vilja och mål in Att göra: a survey saved as a draft and never sent, or changed since it
 * was sent, waits to be sent (no deadline); in Händelser, the last time it was sent.
 */
export const visionAndGoalsActivity: AreaActivity = {
  area: 'vision-and-goals',
  requirement: visionRoles,
  flags: requires.single('VisionAndGoals'),
  actions: async ({ db, caller, slug }) => {
    const [survey] = await db
      .select({ id: visionSurveys.id, status: visionSurveys.status })
      .from(visionSurveys)
      .where(eq(visionSurveys.memberId, caller.effectiveMemberId));
    // A draft was never sent; an updated survey has changes saved since it was sent.
    if (survey?.status !== 'draft' && survey?.status !== 'updated') return [];
    const draft = survey.status === 'draft';
    return [
      {
        id: `vision-and-goals:send:${survey.id}`,
        title: draft
          ? 'Skicka in enkäten om vilja och mål'
          : 'Skicka in dina ändringar i enkäten om vilja och mål',
        subject: draft ? 'Sparad som utkast' : 'Ändrad efter att den skickades',
        dueOn: null,
        href: areaPath(visionAndGoalsElement.routes.visionSurvey, slug),
      },
    ];
  },
  events: async ({ db, caller, slug }, period) => {
    const [survey] = await db
      .select({ id: visionSurveys.id, sentAt: visionSurveys.sentAt })
      .from(visionSurveys)
      .where(eq(visionSurveys.memberId, caller.effectiveMemberId));
    if (!survey) return [];
    return eventsWithin(period, [
      [
        survey.sentAt,
        {
          id: `vision-and-goals:sent:${survey.id}`,
          title: 'Enkäten om vilja och mål skickad',
          detail: 'Din rådgivare har fått dina svar.',
          href: areaPath(visionAndGoalsElement.routes.visionHome, slug),
        },
      ],
    ]);
  },
};
