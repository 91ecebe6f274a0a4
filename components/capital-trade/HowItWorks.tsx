import { useId, useRef, useState } from 'react';
import { tradeConstants } from '../../shared/contracts/capital-trade.ts';
import { InfoDialog } from './InfoDialog.tsx';
import { OrderFormDownload } from './OrderFormDownload.tsx';
import { t } from './t.ts';
import { TableScroll } from './TableScroll.tsx';
import { TermsText } from './TermsText.tsx';

/**
 * sa-fungerar-det/: how trading works in more depth, and the documents: the trade terms
 * (in their modal), the order form (PDF from the server) and how pricing works (kept by
 * Skogsägarsupporten; no file of ours).
 */
export function HowItWorks() {
  const headingId = useId();
  const [terms, setTerms] = useState(false);
  const termsButton = useRef<HTMLButtonElement>(null);
  const date = tradeConstants.termsDate;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('how.heading')}</h2>
      <h3>{t('how.periodsHeading')}</h3>
      <p>{t('how.periods')}</p>
      <h3>{t('how.orderHeading')}</h3>
      <ol className="bullet-list">
        <li>{t('how.order1')}</li>
        <li>{t('how.order2')}</li>
        <li>{t('how.order3')}</li>
      </ol>
      <h3>{t('how.priceHeading')}</h3>
      <p>{t('how.price')}</p>
      <h3>{t('how.limitsHeading')}</h3>
      <p>{t('how.limits')}</p>
      <h3>{t('how.paperHeading')}</h3>
      <p>{t('how.paper')}</p>
      <h3>{t('how.documentsHeading')}</h3>
      <TableScroll label={t('how.documentsCaption')}>
        <table className="trade-table">
          <caption>{t('how.documentsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('how.column.document')}</th>
              <th scope="col">{t('how.column.get')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('how.doc.terms', { date })}</th>
              <td>
                <button
                  ref={termsButton}
                  type="button"
                  className="button button-small"
                  onClick={() => setTerms(true)}
                >
                  {t('how.doc.termsOpen')}
                </button>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('how.doc.orderForm')}</th>
              <td>
                <OrderFormDownload />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('how.doc.pricing')}</th>
              <td>{t('how.doc.pricingWhere')}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
      {terms && (
        <InfoDialog
          title={t('terms.title', { date })}
          onClose={() => {
            setTerms(false);
            termsButton.current?.focus();
          }}
        >
          <TermsText />
        </InfoDialog>
      )}
    </section>
  );
}
