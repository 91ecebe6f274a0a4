import { useId } from 'react';
import { t } from './t.ts';
import type { Form, FormValues } from './useForm.ts';

/**
 * The errors of a submitted form as links to their fields (GOV.UK error summary): each
 * link moves focus to its field, the URL stays. Announced as an alert when focus goes to
 * the first wrong field; focused itself with `focusOnError: 'summary'`. Shows nothing
 * until a submit has failed, and goes away once every field is right.
 */
export function ErrorSummary<V extends FormValues>({
  form,
  heading = t('summary.heading'),
  labels,
  headingLevel = 3,
}: {
  form: Pick<Form<V>, 'summary' | 'summaryRef' | 'focusField' | 'focusesSummary'>;
  heading?: string;
  /** Field labels by key: each line reads "Label: message" (else the message alone). */
  labels?: Partial<Record<string, string>>;
  headingLevel?: 2 | 3 | 4;
}) {
  const headingId = useId();
  if (form.summary.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={form.summaryRef}
      className="alert alert-error form-summary"
      role={form.focusesSummary ? undefined : 'alert'}
      tabIndex={form.focusesSummary ? -1 : undefined}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="form-summary-heading">
        {heading}
      </Heading>
      <ul className="form-summary-list">
        {form.summary.map((item) => {
          const label = labels?.[item.key];
          const text = label ? `${label}: ${item.message}` : item.message;
          const { targetId } = item;
          return (
            <li key={item.key}>
              {targetId ? (
                <a
                  href={`#${targetId}`}
                  className="form-summary-link"
                  onClick={(event) => {
                    event.preventDefault();
                    form.focusField(item.key);
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
