import { useId, useRef, useState } from 'react';
import { tradeTerms } from '../../shared/contracts/capital-trade/terms.ts';
import { DocumentDownload } from './DocumentDownload.tsx';
import { InfoDialog } from './InfoDialog.tsx';
import { t } from './t.ts';
import { TableScroll } from './TableScroll.tsx';
import { TermsText } from './TermsText.tsx';

/**
 * sa-fungerar-det/: how trading works in more depth, and the documents, each a PDF from the
 * server: the trade terms (also readable in their modal), the order form and how pricing
 * works.
 */
export function HowItWorks() {
  const headingId = useId();
  const [terms, setTerms] = useState(false);
  const termsButton = useRef<HTMLButtonElement>(null);
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
              <th scope="row">{tradeTerms.title}</th>
              <td>
                <div className="space-after">
                  <button
                    ref={termsButton}
                    type="button"
                    className="button button-small"
                    onClick={() => setTerms(true)}
                  >
                    {t('how.doc.termsOpen')}
                  </button>
                </div>
                <DocumentDownload document="terms" />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('how.doc.orderForm')}</th>
              <td>
                <DocumentDownload document="orderForm" />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('how.doc.pricing')}</th>
              <td>
                <DocumentDownload document="pricing" />
              </td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
      {terms && (
        <InfoDialog
          title={tradeTerms.title}
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
