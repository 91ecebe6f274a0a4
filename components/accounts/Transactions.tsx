import { useEffect, useId, useRef, useState } from 'react';
import type { Transaction } from '../../shared/contracts/accounts.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { BusyButton } from '../../shared/forms/BusyButton.tsx';
import { formatDate, formatOre } from '../../shared/format/format.ts';
import { errorText, loadTexts, type AccountsCalls } from './api.ts';
import { activityLabel, typeLabel } from './labels.ts';
import { t } from './t.ts';
import { LoadState } from '../../shared/elements/LoadState.tsx';

export interface TransactionsProps {
  calls: AccountsCalls;
  /** The profile in force (null: not ready); a change loads again. */
  profileKey: string | null;
  /** One account's transactions; all the member's without. */
  accountId?: string | undefined;
  /** Bumped after a withdrawal or a new account: the list is fetched again. */
  version: number;
  /** 2 on the home, 3 under an account's heading. */
  headingLevel: 2 | 3;
}

/**
 * The latest transactions, newest first (economy-membership §2, §3: activity, date, amount),
 * ten at a time; 'Visa fler' fetches the next page with the answer's cursor. After more have
 * been added, focus moves to the first new row so a keyboard or screen reader user reads on.
 */
export function Transactions({
  calls,
  profileKey,
  accountId,
  version,
  headingLevel,
}: TransactionsProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const first = useLoad(
    profileKey === null ? null : `${profileKey}:${accountId ?? ''}:${version}`,
    (signal) => calls.getTransactions({ query: accountId ? { accountId } : {}, signal }),
  );
  const [more, setMore] = useState<{ items: Transaction[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const focusRow = useRef<string | null>(null);
  const table = useRef<HTMLTableElement>(null);

  // A new first page (another profile, a reload) starts the list over.
  const firstData = first.state === 'loaded' ? first.data : null;
  useEffect(() => {
    setMore(null);
    setMoreError(null);
  }, [firstData]);

  useEffect(() => {
    if (!focusRow.current) return;
    const row = table.current?.querySelector<HTMLElement>(
      `[data-transaction="${CSS.escape(focusRow.current)}"]`,
    );
    focusRow.current = null;
    row?.focus();
  }, [more]);

  if (first.state !== 'loaded')
    return <LoadState load={first} texts={{ ...loadTexts, loading: t('transactions.loading') }} />;

  const items = [...first.data.items, ...(more?.items ?? [])];
  const next = more ? more.next : first.data.next;

  const showMore = () => {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    calls
      .getTransactions({ query: { ...(accountId ? { accountId } : {}), after: next } })
      .then(
        (page) => {
          focusRow.current = page.items[0]?.id ?? null;
          setMore((before) => ({
            items: [...(before?.items ?? []), ...page.items],
            next: page.next,
          }));
        },
        (error: unknown) => setMoreError(error),
      )
      .finally(() => setLoadingMore(false));
  };

  return (
    // Not a landmark of its own: the table's scrolling region carries the heading's name (axe landmark-unique).
    <section className="section-spaced">
      <Heading id={headingId}>{t('transactions.heading')}</Heading>
      {items.length === 0 ? (
        <p>{t('transactions.none')}</p>
      ) : (
        <DataTable
          name={{ labelledBy: headingId }}
          className="data-table"
          tableRef={table}
          columns={[
            { label: t('column.date') },
            { label: t('column.activity') },
            !accountId && { label: t('column.account') },
            { label: t('column.text') },
            { label: t('column.amount'), className: 'numeric' },
          ]}
        >
          {items.map((item) => (
            <tr key={item.id} data-transaction={item.id} tabIndex={-1}>
              <td className="nowrap">{formatDate(item.bookedOn)}</td>
              <td>{activityLabel(item.activity)}</td>
              {!accountId && <td>{typeLabel(item.accountType)}</td>}
              <td>{item.text}</td>
              <td className="numeric">{formatOre(item.amountOre)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {moreError !== null && (
        <p role="alert" className="alert alert-error alert-spaced">
          {errorText(moreError)}
        </p>
      )}
      {next && (
        <BusyButton
          className="button space-before"
          busy={loadingMore}
          label={t('transactions.more')}
          busyLabel={t('transactions.loadingMore')}
          onClick={showMore}
        />
      )}
    </section>
  );
}
