import { useEffect, useId, useRef, useState } from 'react';
import {
  serviceSearchSchema,
  type ServiceFilter,
  type ServiceOrderQuery,
  type ServiceOrderState,
  type ServiceOrderSummary,
} from '../../shared/contracts/ordered-services.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { TextField } from '../../shared/forms/fields.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { formatDate } from '../../shared/format/index.ts';
import { errorText, type OrderedServicesCalls } from './api.ts';
import { FilterDialog } from './FilterDialog.tsx';
import { formatHa, treatmentLabel } from './format.ts';
import { listPath, servicePath } from './paths.ts';
import { t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/** How the list asks: one tab, the search and the filter (the server does the work). */
function queryOf(state: ServiceOrderState, q: string, filter: ServiceFilter): ServiceOrderQuery {
  return {
    state,
    ...(q ? { q } : {}),
    ...(filter.sort && filter.sort !== 'newest' ? { sort: filter.sort } : {}),
    ...(filter.status && filter.status !== 'all' ? { status: filter.status } : {}),
    ...(filter.treatmentType ? { treatmentType: filter.treatmentType } : {}),
  };
}

/** How many choices of the filter differ from the defaults (the button says so). */
const chosen = (filter: ServiceFilter) =>
  [
    filter.sort && filter.sort !== 'newest',
    filter.status && filter.status !== 'all',
    filter.treatmentType,
  ].filter(Boolean).length;

export function Steps({
  order,
}: {
  order: Pick<ServiceOrderSummary, 'stepsCompleted' | 'stepsTotal'>;
}) {
  const values = { completed: order.stepsCompleted, total: order.stepsTotal };
  return (
    <>
      <span aria-hidden="true">{t('steps', values)}</span>
      <span className="visually-hidden">{t('stepsLabel', values)}</span>
    </>
  );
}

/**
 * The list (§2.2): tabs Active and Finished (routes aktiva, avslutade), a search, the filter
 * modal, and 50 orders a page with "Visa fler". Searching, filtering and sorting are the
 * server's, so a member with hundreds of orders loads one page.
 */
export function ServiceList({
  calls,
  profileKey,
  tab,
  go,
}: {
  calls: OrderedServicesCalls;
  profileKey: string | null;
  tab: ServiceOrderState;
  go(path: string): void;
}) {
  const headingId = useId();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<ServiceFilter>({});
  const [filtering, setFiltering] = useState(false);
  const [more, setMore] = useState<ServiceOrderSummary[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to the filter button once the modal has closed (the page is inert before).
  const wasFiltering = useRef(false);
  useEffect(() => {
    if (wasFiltering.current && !filtering) filterButton.current?.focus();
    wasFiltering.current = filtering;
  }, [filtering]);
  const query = queryOf(tab, q, filter);
  const key = profileKey === null ? null : `${profileKey}|${JSON.stringify(query)}`;
  const list = useLoad(key, (signal) => calls.listServiceOrders({ query, signal }));
  useEffect(() => setMore([]), [key]);

  const search = useForm({
    schema: serviceSearchSchema,
    initial: { q: '' },
    onSubmit: (values) => setQ(values.q?.trim() ?? ''),
  });

  const showMore = async (offset: number) => {
    setLoadingMore(true);
    try {
      const page = await calls.listServiceOrders({ query: { ...query, offset: String(offset) } });
      setMore((shown) => [...shown, ...page.orders]);
    } finally {
      setLoadingMore(false);
    }
  };

  const counts = list.state === 'loaded' ? list.data.counts : null;
  const tabLink = (state: ServiceOrderState) => (
    <PortalLink
      href={listPath(state)}
      aria-current={state === tab ? 'page' : undefined}
      navigate={go}
    >
      {counts
        ? t(state === 'active' ? 'list.active' : 'list.finished', { count: counts[state] })
        : t(state === 'active' ? 'list.activePlain' : 'list.finishedPlain')}
    </PortalLink>
  );

  let body;
  if (list.state === 'loading') body = <LoadingStatus>{t('loading')}</LoadingStatus>;
  else if (list.state === 'error')
    body = (
      <LoadFailure message={errorText(list.error)} retryLabel={t('retry')} onRetry={list.reload} />
    );
  else {
    const orders = [...list.data.orders, ...more];
    const filtered = q !== '' || chosen(filter) > 0;
    body =
      orders.length === 0 ? (
        <p>
          {filtered
            ? t('list.noMatch')
            : t(tab === 'active' ? 'list.noneActive' : 'list.noneFinished')}
        </p>
      ) : (
        <>
          <DataTable
            name={{ labelledBy: headingId }}
            className="data-table"
            columns={[
              { label: t('column.number') },
              { label: t('column.treatment') },
              { label: t('column.estate') },
              { label: t('column.signed'), className: 'nowrap' },
              { label: t('column.area'), className: 'numeric' },
              { label: t('column.steps'), className: 'numeric' },
            ]}
          >
            {orders.map((order) => (
              <tr key={order.serviceOrderNumber}>
                <th scope="row">
                  <PortalLink href={servicePath(order.serviceOrderNumber)} navigate={go}>
                    {order.serviceOrderNumber}
                  </PortalLink>
                </th>
                <td>{treatmentLabel(order.treatmentType)}</td>
                <td>{order.estate}</td>
                <td className="nowrap">{formatDate(order.signedOn)}</td>
                <td className="numeric">{formatHa(order.totalAreaHa)}</td>
                <td className="numeric">
                  <Steps order={order} />
                </td>
              </tr>
            ))}
          </DataTable>
          {orders.length < list.data.total && (
            <button
              type="button"
              className="button"
              aria-disabled={loadingMore || undefined}
              onClick={() => void (loadingMore ? undefined : showMore(orders.length))}
            >
              {t('list.more')}
            </button>
          )}
        </>
      );
  }

  const filters = chosen(filter);
  return (
    <>
      <nav aria-label={t('list.tabs')} className="trade-tabs">
        <ul>
          <li>{tabLink('active')}</li>
          <li>{tabLink('finished')}</li>
        </ul>
      </nav>
      <div className="services-tools">
        <form {...search.formProps} role="search" className="services-search">
          <TextField
            {...search.field('q')}
            value={search.values.q ?? ''}
            label={t('list.search')}
            hint={t('list.searchHelp')}
            type="search"
          />
          <button type="submit" className="button">
            {t('list.searchButton')}
          </button>
        </form>
        <button
          ref={filterButton}
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => setFiltering(true)}
        >
          {filters > 0 ? t('list.filterActive', { count: filters }) : t('list.filter')}
        </button>
      </div>
      <h2 id={headingId}>{t('list.heading')}</h2>
      <p role="status">
        {list.state === 'loaded' ? t('list.result', { total: list.data.total }) : ''}
      </p>
      {body}
      <p className="services-note">{t('list.floor')}</p>
      {filtering && (
        <FilterDialog
          calls={calls}
          query={query}
          onApply={(next) => {
            setFilter(next);
            setFiltering(false);
          }}
          onClose={() => setFiltering(false)}
        />
      )}
    </>
  );
}
