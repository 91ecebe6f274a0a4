import { useId, useRef, useState } from 'react';
import type { Activity, Plan } from '../../../shared/contracts/my-map.ts';
import { DataTable } from '../../../shared/elements/DataTable.tsx';
import { useMyMap } from '../context.tsx';
import { ActivityDialog } from '../dialogs/lazy.tsx';
import { paths } from '../paths.ts';
import { t } from '../t.ts';
import { volumeLabel } from './labels.ts';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';
import { ToolbarSelect, type ToolbarOptions } from '../ToolbarSelect.tsx';

type Filter = 'all' | 'proposed' | 'performed';
type Sort = 'year' | 'compartment' | 'type';

const columns = [
  { label: t('activities.type') },
  { label: t('activities.compartment') },
  { label: t('activities.status') },
  { label: t('activities.years') },
  { label: t('activities.performer') },
  { label: t('activities.volume'), className: 'numeric' },
];

const filters: ToolbarOptions<Filter> = [
  ['all', t('activities.filterAll')],
  ['proposed', t('activities.filterProposed')],
  ['performed', t('activities.filterPerformed')],
];
const sorts: ToolbarOptions<Sort> = [
  ['year', t('activities.sortYear')],
  ['compartment', t('activities.sortCompartment')],
  ['type', t('activities.sortType')],
];

const byNumber = (a: Activity, b: Activity) =>
  a.compartmentNumber.localeCompare(b.compartmentNumber, 'sv', { numeric: true });
const sorters: Record<Sort, (a: Activity, b: Activity) => number> = {
  year: (a, b) => a.startYear - b.startYear || byNumber(a, b),
  compartment: (a, b) => byNumber(a, b) || a.startYear - b.startYear,
  type: (a, b) =>
    t(`type.${a.type}`).localeCompare(t(`type.${b.type}`), 'sv') || a.startYear - b.startYear,
};

/** The plan's proposed and performed activities (MyMapActivities), filtered and sorted. */
export function ActivityList({
  plan,
  activities,
  onChanged,
}: {
  plan: Plan;
  activities: Activity[];
  onChanged(): void;
}) {
  const { portal } = useMyMap();
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('year');
  const [adding, setAdding] = useState(false);
  const shown = activities
    .filter((a) => filter === 'all' || a.status === filter)
    .sort(sorters[sort]);
  const canAdd = portal.canWrite && !plan.checkedOut;

  return (
    <div className="my-map-activities">
      <h3 id={headingId}>{t('activities.heading')}</h3>
      <div className="toolbar my-map-filters">
        <ToolbarSelect
          label={t('activities.filter')}
          value={filter}
          options={filters}
          onChange={setFilter}
        />
        <ToolbarSelect
          label={t('activities.sort')}
          value={sort}
          options={sorts}
          onChange={setSort}
        />
        {canAdd && (
          <button ref={addButton} type="button" className="button" onClick={() => setAdding(true)}>
            {t('activities.add')}
          </button>
        )}
      </div>
      <p role="status">{t('activities.count', { count: shown.length })}</p>
      <DataTable
        name={{ labelledBy: headingId }}
        className="data-table my-map-table"
        columns={columns}
      >
        {shown.map((a) => (
          <tr key={a.id}>
            <th scope="row">
              <PortalLink href={paths.activity(portal.slug, plan.id, a.id)}>
                {t('activities.open', { type: t(`type.${a.type}`), number: a.compartmentNumber })}
              </PortalLink>
            </th>
            <td>{a.compartmentNumber}</td>
            <td>{t(`status.${a.status}`)}</td>
            <td>{a.startYear === a.endYear ? a.startYear : `${a.startYear}–${a.endYear}`}</td>
            <td>{t(`performer.${a.performer}`)}</td>
            <td className="numeric">{volumeLabel(a)}</td>
          </tr>
        ))}
      </DataTable>
      {adding && (
        <ActivityDialog
          plan={plan}
          activity={null}
          onSaved={() => {
            setAdding(false);
            onChanged();
            addButton.current?.focus();
          }}
          onClose={() => {
            setAdding(false);
            addButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
