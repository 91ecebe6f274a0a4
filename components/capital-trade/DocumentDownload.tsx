import { downloadErrorMessage } from '../../shared/api/downloadFile.ts';
import { downloadRoutePdf } from '../../shared/api/downloadPdf.ts';
import { useDownload } from '../../shared/elements/useDownload.ts';
import { useTrade } from './context.tsx';
import type { CapitalTradeMessageKey } from './sv.ts';
import { t } from './t.ts';

/** The area's PDFs: each its call on the route table and its texts (button, busy, done). */
const documents = {
  orderForm: {
    call: 'getOrderForm',
    texts: ['paper.download', 'paper.downloading', 'paper.done'],
  },
  terms: {
    call: 'getTradeTerms',
    texts: ['doc.terms.download', 'doc.terms.downloading', 'doc.terms.done'],
  },
  pricing: {
    call: 'getPricingGuide',
    texts: ['doc.pricing.download', 'doc.pricing.downloading', 'doc.pricing.done'],
  },
} as const satisfies Record<
  string,
  {
    call: string;
    texts: readonly [CapitalTradeMessageKey, CapitalTradeMessageKey, CapitalTradeMessageKey];
  }
>;
export type TradeDocument = keyof typeof documents;

/**
 * "Ladda ner … (PDF)": one of the area's PDFs from the server (the order form, the trade
 * terms, how pricing works), saved under the name the server gives.
 */
export function DocumentDownload({ document }: { document: TradeDocument }) {
  const { calls } = useTrade();
  const { call, texts } = documents[document];
  const [label, busyText, doneText] = texts;
  const { state, download } = useDownload(
    (signal) => downloadRoutePdf(calls, call, { signal }),
    downloadErrorMessage,
    undefined,
    t(doneText),
  );

  return (
    <div>
      <button
        type="button"
        className="button"
        aria-disabled={state.kind === 'busy' || undefined}
        onClick={() => void download()}
      >
        {t(label)}
      </button>
      <div role="status">{state.kind === 'busy' && t(busyText)}</div>
      {state.kind === 'error' && (
        <p className="alert alert-error alert-spaced" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
