import { useId, useState } from 'react';
import {
  activityAreaNames,
  activityAreas,
  timelineQuerySchema,
  type TimelineEvent,
  type TimelineQuery,
} from '../../shared/contracts/activity.ts';
import { activityElement } from '../../shared/contracts/activity/element.ts';
import { LoadState } from '../../shared/elements/LoadState.tsx';
import { areaPath } from '../../shared/elements/manifest.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { DateField, FieldRow, SelectField } from '../../shared/forms/fields.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { dateInSweden } from '../../shared/time/sweden.ts';
import { errorText, useActivityCalls } from './api.ts';
import { useActivityPortal } from './portal.ts';
import { t } from './t.ts';
import { Unavailable } from './Unavailable.tsx';

const loadTexts = { loading: t('timeline.loading'), failure: errorText, retry: t('retry') };
const areaOptions = activityAreas.map((area) => ({ value: area, label: activityAreaNames[area] }));

interface FilterValues {
  area: string;
  from: string;
  to: string;
}
/** The filter as the call takes it: the fields left empty are not sent. */
const toQuery = (values: FilterValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/**
 * Händelser: what happened in the effective member's business, newest first; the filter
 * (area, period: the last 90 days unless chosen) is checked by the server's own schema.
 */
export function Timeline() {
  const portal = useActivityPortal();
  const calls = useActivityCalls(portal.api);
  const [query, setQuery] = useState<TimelineQuery>({});
  const load = useLoad(
    portal.profileKey && `${portal.profileKey}:timeline:${JSON.stringify(query)}`,
    (signal) => calls.getTimeline({ query, signal }),
  );
  const form = useForm({
    schema: timelineQuerySchema,
    toInput: toQuery,
    initial: { area: '', from: '', to: '' } satisfies FilterValues,
    onSubmit: (filter) => setQuery(filter),
  });
  const headingId = useId();
  const filterId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timeline.heading')}</h2>
      <p>
        <PortalLink href={areaPath(activityElement.routes.activityHome, portal.slug)}>
          {t('timeline.todoLink')}
        </PortalLink>
      </p>
      <form {...form.formProps} className="form" aria-labelledby={filterId}>
        <h3 id={filterId}>{t('filter.legend')}</h3>
        <ErrorSummary form={form} heading={t('filter.summary')} />
        <SelectField
          {...form.field('area')}
          label={t('filter.area')}
          placeholder={t('filter.allAreas')}
          options={areaOptions}
        />
        <FieldRow>
          <DateField {...form.field('from')} label={t('filter.from')} />
          <DateField {...form.field('to')} label={t('filter.to')} />
        </FieldRow>
        <button type="submit" className="button">
          {t('filter.submit')}
        </button>
      </form>
      {load.state !== 'loaded' ? (
        <LoadState load={load} texts={loadTexts} />
      ) : (
        <div aria-live="polite">
          <p>{t('timeline.period', { from: load.data.from, to: load.data.to })}</p>
          <Unavailable areas={load.data.unavailable} />
          {load.data.events.length === 0 ? (
            <p>{t('timeline.empty')}</p>
          ) : (
            <ol className="plain-list" aria-labelledby={headingId}>
              {load.data.events.map((event) => (
                <Event key={event.id} event={event} />
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}

function Event({ event }: { event: TimelineEvent }) {
  return (
    <li className="list-item-divided">
      <p className="stack-tight">
        <time dateTime={event.at}>{dateInSweden(new Date(event.at))}</time> ·{' '}
        {activityAreaNames[event.area]}
      </p>
      <h3 className="list-item-heading">{event.title}</h3>
      <p className="stack-tight">{event.detail}</p>
      {event.href && (
        <p className="stack-tight">
          <PortalLink href={event.href}>
            {t('timeline.more')}
            <span className="visually-hidden">: {event.title}</span>
          </PortalLink>
        </p>
      )}
    </li>
  );
}
