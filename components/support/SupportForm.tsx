import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
} from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import {
  contactPreferences,
  supportMessageMaxLength,
  supportPurposes,
  type SupportField,
} from '../../shared/contracts/support.ts';
import { postSupportMessage } from './postSupportMessage.ts';
import { styles } from './styles.ts';
import {
  fieldOrder,
  initialValues,
  sendFailure,
  validate,
  validateField,
  type SupportFieldErrors,
  type SupportFormValues,
} from './supportForm.ts';
import { t } from './t.ts';

type Status = 'editing' | 'sending' | 'sent';

/** Screen readers hear the character count once typing pauses, not on every key. */
const countAnnouncementDelayMs = 1000;

/**
 * The support form (platform §2, §5): purpose, contact preference, e-mail, phone with
 * country code and the message. Checked on blur and on submit with the server's own rules;
 * errors sit beside each field (aria-describedby) and in a summary, and focus goes to the
 * first field to fix. Sent: a confirmation takes focus and the form starts over.
 */
export function SupportForm({
  api,
  prefillEmail,
}: {
  api: ApiClient;
  prefillEmail: string | null;
}) {
  const id = useId();
  const ids = Object.fromEntries(fieldOrder.map((field) => [field, `${id}-${field}`])) as Record<
    SupportField,
    string
  >;
  const [values, setValues] = useState<SupportFormValues>(() =>
    initialValues({ email: prefillEmail }),
  );
  const [errors, setErrors] = useState<SupportFieldErrors>({});
  const [summary, setSummary] = useState(false);
  const [dirty, setDirty] = useState<ReadonlySet<SupportField>>(new Set());
  const [status, setStatus] = useState<Status>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [announcedCount, setAnnouncedCount] = useState('');
  /** Where focus goes after the next render (set together with the state it shows). */
  const pendingFocus = useRef<SupportField | 'sent' | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Focus moves after the render that shows what it points at.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'sent') sentRef.current?.focus();
    else focusField(target);
  });

  const count = values.message.length;
  const over = count - supportMessageMaxLength;
  const countText =
    over > 0
      ? t('message.over', { count, max: supportMessageMaxLength, over })
      : t('message.count', { count, max: supportMessageMaxLength });
  const typing = dirty.has('message');
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setAnnouncedCount(countText), countAnnouncementDelayMs);
    return () => clearTimeout(timer);
  }, [countText, typing]);

  function focusField(field: SupportField) {
    // A radio group is focused on its first choice, as the summary link promises.
    const target =
      field === 'contactPreference'
        ? form.current?.querySelector<HTMLInputElement>(`input[name="${ids.contactPreference}"]`)
        : document.getElementById(ids[field]);
    target?.focus();
  }

  function change(field: SupportField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setDirty((set) => new Set(set).add(field));
    if (status === 'sent') setStatus('editing');
    // A shown error follows the value, so it goes away as soon as the field is right.
    if (errors[field]) setErrors({ ...errors, [field]: validateField(next, field) });
  }

  function blur(field: SupportField) {
    if (!dirty.has(field) && !errors[field]) return;
    setErrors({ ...errors, [field]: validateField(values, field) });
  }

  const onInput =
    (field: SupportField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      change(field, event.target.value);

  function showErrors(found: SupportFieldErrors) {
    setErrors(found);
    setSummary(true);
    const first = fieldOrder.find((field) => found[field]);
    if (first) pendingFocus.current = first;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    setFailure(null);
    const checked = validate(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setSummary(false);
    setStatus('sending');
    try {
      await postSupportMessage(api, checked.request);
      setValues(initialValues({ email: prefillEmail }));
      setDirty(new Set());
      setStatus('sent');
      pendingFocus.current = 'sent';
    } catch (error) {
      setStatus('editing');
      const failed = sendFailure(error, t('field.unknown'));
      if (failed.kind === 'fields') showErrors(failed.errors);
      else setFailure(t(failed.key));
    }
  }

  function followSummaryLink(event: MouseEvent<HTMLAnchorElement>, field: SupportField) {
    event.preventDefault();
    focusField(field);
  }

  const describedBy = (field: SupportField, ...more: string[]) =>
    [...more, errors[field] ? `${ids[field]}-error` : ''].filter(Boolean).join(' ') || undefined;
  const controlStyle = (field: SupportField) =>
    errors[field] ? { ...styles.control, ...styles.invalid } : styles.control;
  const errorText = (field: SupportField) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} style={styles.error}>
        {errors[field]}
      </p>
    ) : null;
  const shownErrors = fieldOrder.filter((field) => errors[field]);

  return (
    <>
      {status === 'sent' && (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="alert alert-success"
          style={styles.alert}
        >
          <p style={styles.paragraph}>
            <strong>{t('sent.heading')}</strong>
          </p>
          <p style={styles.last}>{t('sent.hours')}</p>
        </div>
      )}
      <form ref={form} noValidate onSubmit={submit} style={styles.form}>
        <p>{t('intro')}</p>
        {summary && shownErrors.length > 0 && (
          <div role="alert" className="alert alert-error" style={styles.alert}>
            <h3 style={styles.summaryHeading}>{t('summary.heading')}</h3>
            <ul style={styles.summaryList}>
              {shownErrors.map((field) => (
                <li key={field}>
                  <a
                    href={`#${ids[field]}`}
                    style={styles.summaryLink}
                    onClick={(event) => followSummaryLink(event, field)}
                  >
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div style={styles.field}>
          <label htmlFor={ids.purpose} style={styles.label}>
            {t('purpose.label')}
          </label>
          {errorText('purpose')}
          <select
            id={ids.purpose}
            value={values.purpose}
            onChange={onInput('purpose')}
            onBlur={() => blur('purpose')}
            aria-invalid={errors.purpose ? true : undefined}
            aria-describedby={describedBy('purpose')}
            style={controlStyle('purpose')}
          >
            <option value="">{t('purpose.placeholder')}</option>
            {supportPurposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(`purpose.${purpose}`)}
              </option>
            ))}
          </select>
        </div>

        <fieldset
          style={styles.fieldset}
          aria-describedby={describedBy('contactPreference')}
          aria-invalid={errors.contactPreference ? true : undefined}
        >
          <legend style={styles.legend}>{t('contactPreference.legend')}</legend>
          {errorText('contactPreference')}
          {contactPreferences.map((preference) => (
            <label key={preference} style={styles.choice}>
              <input
                type="radio"
                name={ids.contactPreference}
                value={preference}
                checked={values.contactPreference === preference}
                onChange={onInput('contactPreference')}
                style={styles.radio}
              />
              {t(`contactPreference.${preference}`)}
            </label>
          ))}
        </fieldset>

        <div style={styles.field}>
          <label htmlFor={ids.email} style={styles.label}>
            {t('email.label')}
          </label>
          {errorText('email')}
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={values.email}
            onChange={onInput('email')}
            onBlur={() => blur('email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            style={controlStyle('email')}
          />
        </div>

        <div style={styles.row}>
          <div style={{ ...styles.field, ...styles.countryCode }}>
            <label htmlFor={ids.countryCode} style={styles.label}>
              {t('countryCode.label')}
            </label>
            {errorText('countryCode')}
            <input
              id={ids.countryCode}
              type="text"
              inputMode="tel"
              autoComplete="tel-country-code"
              value={values.countryCode}
              onChange={onInput('countryCode')}
              onBlur={() => blur('countryCode')}
              aria-invalid={errors.countryCode ? true : undefined}
              aria-describedby={describedBy('countryCode')}
              style={controlStyle('countryCode')}
            />
          </div>
          <div style={{ ...styles.field, ...styles.phone }}>
            <label htmlFor={ids.phone} style={styles.label}>
              {t('phone.label')}
            </label>
            <p id={`${ids.phone}-hint`} style={styles.hint}>
              {t('phone.hint')}
            </p>
            {errorText('phone')}
            <input
              id={ids.phone}
              type="tel"
              autoComplete="tel-national"
              value={values.phone}
              onChange={onInput('phone')}
              onBlur={() => blur('phone')}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', `${ids.phone}-hint`)}
              style={controlStyle('phone')}
            />
          </div>
        </div>

        <div style={styles.field}>
          <label htmlFor={ids.message} style={styles.label}>
            {t('message.label')}
          </label>
          {errorText('message')}
          <textarea
            id={ids.message}
            rows={8}
            value={values.message}
            onChange={onInput('message')}
            onBlur={() => blur('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message', `${ids.message}-count`)}
            style={{ ...controlStyle('message'), ...styles.textarea }}
          />
          <p id={`${ids.message}-count`} style={over > 0 ? styles.countOver : styles.count}>
            {countText}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {announcedCount}
          </p>
        </div>

        {failure && (
          <p role="alert" className="alert alert-error" style={styles.alert}>
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={status === 'sending' ? true : undefined}
        >
          {status === 'sending' ? t('sending') : t('submit')}
        </button>
      </form>
    </>
  );
}
