import { startPageHint } from '../hostPage.ts';
import { timelineQuerySchema, timelineSchema, todoListSchema } from '../activity.ts';
import { defineRoutes } from '../routes.ts';

/**
 * Att göra and Händelser (shared/contracts/activity/README.md). Any signed-in member, a proxy
 * and staff impersonating (who only look) may ask; what each area contributes is filtered by
 * that area's own roles on the effective roles, so a proxy sees what its rights cover.
 */
const anyMemberRead = {
  method: 'GET',
  access: 'member',
  roles: null,
  proxy: 'allowed',
  impersonation: true,
} as const;

export const activityRoutes = defineRoutes({
  getTodo: {
    ...anyMemberRead,
    path: '/api/v1/activity/todo',
    firstOn: ['activityHome', startPageHint],
    summary:
      "What waits for the effective member, from every area whose roles the caller holds: what, about what, by when and the screen's address.",
    response: todoListSchema,
  },
  getTimeline: {
    ...anyMemberRead,
    path: '/api/v1/activity/timeline',
    summary:
      "What happened in the effective member's business in a period (default the last 90 days), newest first, optionally for one area.",
    query: timelineQuerySchema,
    response: timelineSchema,
  },
});
