import { useRef } from 'react';
import {
  activityCategories,
  type Activity,
  type ActivityCategory,
} from '../../../shared/contracts/my-map.ts';
import { DataTable } from '../../../shared/elements/DataTable.tsx';
import { ModalDialog } from '../../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../../shared/elements/useModalDialog.ts';
import { cycleOf } from '../plan/cycle.ts';
import { t } from '../t.ts';
import { CloseFooter } from '../../../shared/forms/FormFooter.tsx';

/**
 * The cycle diagram (MyMapCycle, §2.3): the plan's proposed activities in each of the coming
 * ten years as stacked bars by category; the numbers beside them are the same data as text.
 */
export default function CycleDialog({
  activities,
  fromYear,
  onClose,
}: {
  activities: readonly Activity[];
  fromYear: number;
  onClose(): void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, closeButton);
  const { close } = dialog;
  const years = cycleOf(activities, fromYear);
  const most = Math.max(1, ...years.map((y) => y.total));
  return (
    <ModalDialog dialog={dialog} title={t('cycle.title')} className="my-map-cycle">
      <p>{t('cycle.intro', { from: fromYear, to: fromYear + years.length - 1 })}</p>
      <ul className="my-map-cycle-key">
        {activityCategories.map((c) => (
          <li key={c}>
            <svg className="my-map-cycle-swatch" viewBox="0 0 10 10" aria-hidden="true">
              <rect className={`is-${c}`} width={10} height={10} />
            </svg>
            {t(`category.${c}`)}
          </li>
        ))}
      </ul>
      <DataTable
        name={{ caption: t('cycle.caption') }}
        className="data-table my-map-cycle-table"
        columns={[
          { label: t('cycle.year') },
          ...activityCategories.map((c) => ({ label: t(`category.${c}`), className: 'numeric' })),
          { label: t('cycle.diagram') },
        ]}
      >
        {years.map((y) => (
          <tr key={y.year}>
            <th scope="row">{y.year}</th>
            {activityCategories.map((c) => (
              <td key={c} className="numeric">
                {y.counts[c]}
              </td>
            ))}
            <td>
              <svg
                className="my-map-cycle-bar"
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                {stack(y.counts, most).map(({ category, x, width }) => (
                  <rect
                    key={category}
                    className={`is-${category}`}
                    x={x}
                    y={0}
                    width={width}
                    height={10}
                  />
                ))}
              </svg>
            </td>
          </tr>
        ))}
      </DataTable>
      <CloseFooter label={t('close')} onClose={close} buttonRef={closeButton} primary />
    </ModalDialog>
  );
}

/** The bar's pieces, one per category with activities, side by side out of 100 units. */
function stack(counts: Record<ActivityCategory, number>, most: number) {
  let x = 0;
  return activityCategories
    .filter((category) => counts[category] > 0)
    .map((category) => {
      const width = (counts[category] / most) * 100;
      const piece = { category, x, width };
      x += width;
      return piece;
    });
}
