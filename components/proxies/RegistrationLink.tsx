import { getBridge } from '@portal/bridge';
import { useId, useState } from 'react';
import { proxyRegistrationPath } from '../../shared/contracts/proxies/element.ts';
import { t } from './t.ts';

/**
 * The receiver's registration link, for the giver to send (production e-mails it). Shown in
 * a read-only field so it can be selected, with a copy button. On a page the copy is
 * confirmed by the portal's toast (platform §9, short); inside a modal dialog, which makes
 * the rest of the page inert, by a status beside the button instead.
 */
export function RegistrationLink({
  slug,
  ticketId,
  headingLevel = 3,
  inDialog = false,
}: {
  slug: string;
  ticketId: string;
  headingLevel?: 2 | 3;
  inDialog?: boolean;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = new URL(proxyRegistrationPath(slug, ticketId), window.location.origin).toString();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      if (inDialog) setCopied(true);
      else getBridge().toasts.show({ message: t('link.copied'), duration: 'short' });
    } catch {
      // No clipboard (permissions, an old browser): the field can still be selected.
      document.getElementById(`${id}-link`)?.focus();
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{t('link.heading')}</Heading>
      <label htmlFor={`${id}-link`} className="form-label">
        {t('link.label')}
      </label>
      <span id={`${id}-info`} className="form-hint">
        {t('link.info')}
      </span>
      <input
        id={`${id}-link`}
        type="text"
        readOnly
        value={url}
        aria-describedby={`${id}-info`}
        className="form-control"
        onFocus={(event) => event.target.select()}
      />
      <div className="form-footer">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('link.copy')}
        </button>
        {inDialog && (
          <p role="status" className="stack-tight">
            {copied ? t('link.copied') : ''}
          </p>
        )}
      </div>
    </section>
  );
}
