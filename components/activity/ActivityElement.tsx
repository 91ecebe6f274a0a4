import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { useRoute } from '../../shared/elements/portal.ts';
import { Timeline } from './Timeline.tsx';
import { TodoList } from './TodoList.tsx';

/**
 * portal-activity: Händelser on its own page; Att göra on its page and wherever else an
 * editor puts the block (the start page). The content page's heading names the page (h1);
 * the element's headings are h2.
 */
export function ActivityElement(_props: ServiceElementProps) {
  const route = useRoute();
  return route.id === 'activityTimeline' ? <Timeline /> : <TodoList />;
}
