import { useId } from 'react';
import type { Plan } from '../../../shared/contracts/my-map.ts';
import { DataTable } from '../../../shared/elements/DataTable.tsx';
import { useMyMap } from '../context.tsx';
import { num } from '../format.ts';
import { paths } from '../paths.ts';
import { t } from '../t.ts';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';

const columns = [
  { label: t('list.number') },
  { label: t('list.area'), className: 'numeric' },
  { label: t('list.age'), className: 'numeric' },
  { label: t('list.class') },
  { label: t('list.volume'), className: 'numeric' },
  { label: t('list.target') },
];

/** The plan's compartments beside the map: each number a link that selects it. */
export function CompartmentList({ plan, selectedId }: { plan: Plan; selectedId: string | null }) {
  const { portal } = useMyMap();
  const headingId = useId();
  return (
    <div className="my-map-compartments">
      <h3 id={headingId}>{t('list.heading')}</h3>
      <DataTable
        name={{ labelledBy: headingId }}
        className="data-table my-map-table"
        columns={columns}
      >
        {plan.compartments.map((c) => (
          <tr key={c.id} className={c.id === selectedId ? 'is-selected' : undefined}>
            <th scope="row">
              <PortalLink
                href={paths.compartment(portal.slug, plan.id, c.id)}
                aria-current={c.id === selectedId ? 'page' : undefined}
              >
                {t('list.open', { number: c.number })}
              </PortalLink>
            </th>
            <td className="numeric">{num(c.areaHa)}</td>
            <td className="numeric">{c.age}</td>
            <td>{c.maturityClass}</td>
            <td className="numeric">{num(c.volumeM3sk, 0)}</td>
            <td>{c.targetClass}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
