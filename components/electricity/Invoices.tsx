import { useEffect, useRef, useState } from 'react';
import { downloadRoutePdf } from '../../shared/api/downloadPdf.ts';
import type { Invoice } from '../../shared/contracts/electricity.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { useDownload } from '../../shared/elements/useDownload.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { formatOre } from '../../shared/format/index.ts';
import { LoadState, useElectricity } from './context.tsx';
import { t } from './t.ts';

/**
 * fakturor (§3 Invoice): period, due date, payment date, status, amount, remaining and
 * facility, newest first (no <section>: the table's region is named by the heading), a page at a time ("Visa fler fakturor"); each invoice as a PDF.
 */
export function Invoices() {
  const { portal, calls } = useElectricity();
  const first = useLoad(portal.profileKey && `${portal.profileKey}:invoices`, (signal) =>
    calls.getElectricityInvoices({ query: {}, signal }),
  );
  return (
    <div className="electricity-invoices">
      <h2 id="electricity-invoices">{t('invoices.heading')}</h2>
      {first.state === 'loaded' ? (
        <InvoiceList key={portal.profileKey} first={first.data} />
      ) : (
        <LoadState load={first} failure={() => t('invoices.failed')} />
      )}
    </div>
  );
}

function InvoiceList({ first }: { first: { invoices: Invoice[]; next: string | null } }) {
  const { calls } = useElectricity();
  const [invoices, setInvoices] = useState(first.invoices);
  const [next, setNext] = useState(first.next);
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');
  const firstNewRow = useRef<HTMLTableRowElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom !== null) firstNewRow.current?.focus();
  }, [focusFrom]);

  if (invoices.length === 0) return <p>{t('invoices.empty')}</p>;

  async function loadMore() {
    if (next === null || more === 'busy') return;
    setMore('busy');
    try {
      const page = await calls.getElectricityInvoices({ query: { after: next } });
      setFocusFrom(invoices.length);
      setInvoices((shown) => [...shown, ...page.invoices]);
      setNext(page.next);
      setMore('idle');
    } catch {
      setMore('failed');
    }
  }

  return (
    <>
      <DataTable
        name={{ labelledBy: 'electricity-invoices' }}
        className="data-table electricity-table"
        columns={[
          { label: t('invoices.period') },
          { label: t('invoices.due') },
          { label: t('invoices.paid') },
          { label: t('invoices.status') },
          { label: t('invoices.amount'), className: 'numeric' },
          { label: t('invoices.remaining'), className: 'numeric' },
          { label: t('invoices.facility') },
          { label: t('invoices.pdf') },
        ]}
      >
        {invoices.map((invoice, index) => (
          <tr
            key={invoice.id}
            ref={index === focusFrom ? firstNewRow : undefined}
            tabIndex={index === focusFrom ? -1 : undefined}
          >
            <th scope="row">
              {invoice.periodFrom} – {invoice.periodTo}
            </th>
            <td>{invoice.dueDate}</td>
            <td>{invoice.paymentDate ?? '–'}</td>
            <td>
              <span className={`electricity-status electricity-status-${invoice.status}`}>
                {t(`status.${invoice.status}`)}
              </span>
            </td>
            <td className="numeric">{formatOre(invoice.amountOre)}</td>
            <td className="numeric">{formatOre(invoice.remainingOre)}</td>
            <td>{invoice.facilityId}</td>
            <td>
              <InvoiceDownload invoice={invoice} />
            </td>
          </tr>
        ))}
      </DataTable>
      <p role="status" className="visually-hidden">
        {t('invoices.shown', { count: invoices.length })}
      </p>
      {next !== null && (
        <button
          type="button"
          className="button"
          aria-disabled={more === 'busy' || undefined}
          onClick={() => void loadMore()}
        >
          {more === 'busy' ? t('invoices.loadingMore') : t('invoices.more')}
        </button>
      )}
      {more === 'failed' && (
        <p role="alert" className="alert alert-error alert-spaced">
          {t('invoices.moreFailed')}
        </p>
      )}
    </>
  );
}

/** "Ladda ner faktura … (PDF)": the server's PDF, saved under the name it gives. */
function InvoiceDownload({ invoice }: { invoice: Invoice }) {
  const { calls } = useElectricity();
  const number = invoice.invoiceNumber;
  const { state, download } = useDownload(
    (signal) =>
      downloadRoutePdf(calls, 'getElectricityInvoicePdf', {
        params: { invoiceId: invoice.id },
        signal,
      }),
    () => t('invoices.downloadFailed'),
    undefined,
    t('invoices.downloaded', { number }),
  );

  return (
    <>
      <button
        type="button"
        className="button button-small"
        aria-disabled={state.kind === 'busy' || undefined}
        onClick={() => void download()}
      >
        {t('invoices.download', { number })}
      </button>
      <span role="status">{state.kind === 'busy' && t('invoices.downloading', { number })}</span>
      {state.kind === 'error' && (
        <span role="alert" className="electricity-error">
          {t('invoices.downloadFailed')}
        </span>
      )}
    </>
  );
}
