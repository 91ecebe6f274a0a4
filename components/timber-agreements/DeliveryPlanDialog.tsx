import { formatMonth } from '../../shared/format/index.ts';
import { unitSymbols } from '../../shared/format/units.ts';
import type { Agreement, AssortmentVolume } from '../../shared/contracts/timber-agreements.ts';
import { assortmentTotal } from '../../shared/contracts/timber-agreements.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { useRef } from 'react';
import { assortmentLabel } from './labels.ts';
import { t } from './t.ts';

/** §2.1 "a delivery plan modal per assortment": the volume per delivery month. */
export function DeliveryPlanDialog({
  agreement,
  plan,
  onClose,
}: {
  agreement: Agreement;
  plan: AssortmentVolume;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, closeRef);
  const title = t('plan.title', {
    assortment: assortmentLabel(plan.assortment),
    name: agreement.name,
  });
  return (
    <ModalDialog dialog={dialog} title={title}>
      <DataTable
        name={{ caption: title }}
        className="data-table"
        columns={[
          { label: t('plan.month') },
          { label: t('plan.volume', { unit: unitSymbols.m3fub }), className: 'numeric' },
        ]}
      >
        {plan.months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{formatMonth(m.month)}</th>
            <td className="numeric">{m.volume}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('plan.total')}</th>
          <td className="numeric">{assortmentTotal(plan)}</td>
        </tr>
      </DataTable>
      <div className="dialog-actions">
        <button ref={closeRef} type="button" className="button" onClick={dialog.close}>
          {t('plan.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
