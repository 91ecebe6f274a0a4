import { useId } from 'react';
import type { TodoAction } from '../../shared/contracts/activity.ts';
import { activityElement } from '../../shared/contracts/activity/element.ts';
import { LoadState } from '../../shared/elements/LoadState.tsx';
import { areaPath } from '../../shared/elements/manifest.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { daysBetween } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { errorText, useActivityCalls } from './api.ts';
import { Unavailable } from './Unavailable.tsx';
import { useActivityPortal } from './portal.ts';
import { t } from './t.ts';

const loadTexts = { loading: t('todo.loading'), failure: errorText, retry: t('retry') };

/** "Senast … (om 3 dagar)", or for a last day that has passed (an invoice due) when it was. */
function dueText(dueOn: string) {
  const days = daysBetween(todayInSweden(), dueOn);
  return days < 0 ? t('todo.overdue', { date: dueOn }) : t('todo.due', { date: dueOn, days });
}

/** Att göra: what waits for the effective member, deadlines first, each with its link. */
export function TodoList() {
  const portal = useActivityPortal();
  const calls = useActivityCalls(portal.api);
  const load = useLoad(portal.profileKey && `${portal.profileKey}:todo`, (signal) =>
    calls.getTodo({ signal }),
  );
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('todo.heading')}</h2>
      {load.state !== 'loaded' ? (
        <LoadState load={load} texts={loadTexts} />
      ) : (
        <>
          <Unavailable areas={load.data.unavailable} />
          {load.data.actions.length === 0 ? (
            <p>{t('todo.empty')}</p>
          ) : (
            <>
              <p className="visually-hidden">
                {t('todo.count', { count: load.data.actions.length })}
              </p>
              <ul className="plain-list" aria-labelledby={headingId}>
                {load.data.actions.map((action) => (
                  <Action key={action.id} action={action} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <p>
        <PortalLink href={areaPath(activityElement.routes.activityTimeline, portal.slug)}>
          {t('todo.timelineLink')}
        </PortalLink>
      </p>
    </section>
  );
}

function Action({ action }: { action: TodoAction }) {
  return (
    <li className="list-item-divided">
      <h3 className="list-item-heading">
        <PortalLink href={action.href}>{action.title}</PortalLink>
      </h3>
      <p className="stack-tight">{action.subject}</p>
      <p className="stack-tight">{action.dueOn ? dueText(action.dueOn) : t('todo.noDue')}</p>
    </li>
  );
}
