import type { Timeline, TodoList } from '../../shared/contracts/activity.ts';
import { activityElement } from '../../shared/contracts/activity/element.ts';
import { activityProblems } from '../../shared/contracts/activity/problems.ts';
import { activityRoutes } from '../../shared/contracts/activity/routes.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi } from '../../shared/testing/fakeApi.ts';

/**
 * The activity element's test support: Anna's to-do list and timeline as the demo would
 * give them (the real server is tested in server/activity), on a stand-in for
 * /api/v1/activity made from its route table.
 */
export const annaTodo = (): TodoList => ({
  actions: [
    {
      id: 'timber-agreements:sign:a1',
      area: 'timber-agreements',
      title: 'Signera leveransvirkesavtalet',
      subject: 'LV-2 Gallring Björkås',
      dueOn: addDays(todayInSweden(), 8),
      href: '/skogsgardens-affarer/leveransvirke/avtal/a1/signera/',
    },
    {
      id: 'vision-and-goals:send:s1',
      area: 'vision-and-goals',
      title: 'Skicka in enkäten om vilja och mål',
      subject: 'Sparad som utkast',
      dueOn: null,
      href: '/medlem-i-granskog/vilja-och-mal/enkat/',
    },
  ],
  unavailable: [],
});

export const annaTimeline = (): Timeline => ({
  from: addDays(todayInSweden(), -90),
  to: todayInSweden(),
  unavailable: [],
  events: [
    {
      id: 'accounts:withdrawal:w1',
      area: 'accounts',
      at: '2026-11-20T09:15:00.000Z',
      title: 'Uttag signerat',
      detail: '5 000,00 kr från medlemskonto 8480-0100001',
      href: '/skogsgardens-ekonomi/konton-i-granskog/',
    },
    {
      id: 'proxies:signed:p1',
      area: 'proxies',
      at: '2026-10-01T08:00:00.000Z',
      title: 'Fullmakt given',
      detail: 'Till Bertil Gran',
      href: '/medlem-i-granskog/fullmakter/p1',
    },
  ],
});

export type FakeActivityApi = ReturnType<typeof installFakeActivityApi>;

export function installFakeActivityApi() {
  return installFakeApi(
    activityRoutes,
    {
      getTodo: () => annaTodo(),
      // The filter as a server would apply it to the events above.
      getTimeline: ({ query }) => {
        const all = annaTimeline();
        return {
          ...all,
          from: query.from ?? all.from,
          to: query.to ?? all.to,
          events: all.events.filter((e) => !query.area || e.area === query.area),
        };
      },
    },
    { problems: activityProblems },
  );
}

const element = {
  name: activityElement.element,
  define: () => import('./index.tsx'),
};

/** The activity element for each test: Anna on the fake above, unless set up otherwise. */
export const activityPerTest = () => demoElementPerTest(element, installFakeActivityApi);
