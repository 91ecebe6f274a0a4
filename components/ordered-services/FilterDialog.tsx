import { useEffect, useId, useState } from 'react';
import {
  serviceFilterSchema,
  serviceOrderSorts,
  serviceTreatmentTypes,
  stepStatusFilters,
  type ServiceFilter,
  type ServiceOrderQuery,
  type ServiceOrderSort,
  type StepStatusFilter,
} from '../../shared/contracts/ordered-services.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { RadioGroup, SelectField } from '../../shared/forms/fields.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import type { OrderedServicesCalls } from './api.ts';
import { treatmentLabel } from './format.ts';
import { t } from './t.ts';

interface FilterValues {
  sort: ServiceOrderSort;
  status: StepStatusFilter;
  treatmentType: string;
}

const toFilter = (values: FilterValues): ServiceFilter => ({
  sort: values.sort,
  status: values.status,
  ...(values.treatmentType
    ? { treatmentType: values.treatmentType as ServiceFilter['treatmentType'] }
    : {}),
});

/**
 * The filter modal (§2.2): sort, status and treatment type; its "show" button says how many
 * orders the choices match, counted by the server as they change. Escape or "Stäng" leaves
 * the list as it was.
 */
export function FilterDialog({
  calls,
  query,
  onApply,
  onClose,
}: {
  calls: OrderedServicesCalls;
  /** The list's query now (tab, search, filter): the count starts from it. */
  query: ServiceOrderQuery;
  onApply(filter: ServiceFilter): void;
  onClose(): void;
}) {
  const countId = useId();
  const dialog = useModalDialog(onClose, 'first');
  const { close } = dialog;
  const form = useForm({
    schema: serviceFilterSchema,
    toInput: toFilter,
    initial: {
      sort: query.sort ?? 'newest',
      status: query.status ?? 'all',
      treatmentType: query.treatmentType ?? '',
    } satisfies FilterValues,
    onSubmit: (filter) => onApply(filter),
  });

  const filter = toFilter(form.values);
  const countKey = JSON.stringify(filter);
  const [count, setCount] = useState<{ key: string; total: number } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { sort: _sort, ...rest } = JSON.parse(countKey) as ServiceFilter;
    calls
      .countServiceOrders({
        query: { state: query.state, ...(query.q ? { q: query.q } : {}), ...rest },
        signal: controller.signal,
      })
      .then(
        ({ total }) => setCount({ key: countKey, total }),
        () => undefined,
      );
    return () => controller.abort();
  }, [calls, countKey, query.state, query.q]);
  const total = count?.key === countKey ? count.total : null;

  return (
    <ModalDialog dialog={dialog} title={t('filter.title')}>
      <form {...form.formProps} className="form">
        <RadioGroup
          {...form.field('sort')}
          label={t('filter.sort')}
          options={serviceOrderSorts.map((value) => ({ value, label: t(`filter.sort.${value}`) }))}
        />
        <RadioGroup
          {...form.field('status')}
          label={t('filter.status')}
          options={stepStatusFilters.map((value) => ({
            value,
            label: t(`filter.status.${value}`),
          }))}
        />
        <SelectField
          {...form.field('treatmentType')}
          label={t('filter.type')}
          options={[
            { value: '', label: t('filter.type.all') },
            ...serviceTreatmentTypes.map((value) => ({ value, label: treatmentLabel(value) })),
          ]}
        />
        <div className="form-footer">
          <button type="submit" className="button button-primary" aria-describedby={countId}>
            {total === null ? t('filter.counting') : t('filter.show', { total })}
          </button>
          <button
            type="button"
            className="button"
            onClick={() =>
              form.reset({
                sort: 'newest',
                status: 'all',
                treatmentType: '',
              } satisfies FilterValues)
            }
          >
            {t('filter.reset')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('close')}
          </button>
        </div>
        <p id={countId} role="status" className="visually-hidden">
          {total === null ? '' : t('list.result', { total })}
        </p>
      </form>
    </ModalDialog>
  );
}
