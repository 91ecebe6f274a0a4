import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import { DocumentDownload } from './DocumentDownload.tsx';

/** Organisations, estates and departed members order on paper (TradeOrganizationPaperForm). */
export function PaperForm() {
  return (
    <div className="banner banner-info alert-spaced">
      <p className="space-after">{capitalTradeProblems.TradeOrganizationPaperForm.message}</p>
      <DocumentDownload document="orderForm" />
    </div>
  );
}
