import { getBridge } from '@portal/bridge';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/apiError.ts';
import {
  economicsRequestSchema,
  stakePercents,
  type Economics,
} from '../../shared/contracts/economics.ts';
import { useAtom, usePortalApi } from '../../shared/elements/portal.ts';
import { createEconomicsApi } from './api.ts';
import { problemMessage, t } from './t.ts';

export interface StakeChoicesElementProps {
  configurationId?: string;
  storageKey?: string;
}

type Field = 'stakePercent' | 'aboveStakeParticipation';
type Load =
  | { state: 'loading' }
  | { state: 'loaded'; economics: Economics }
  | { state: 'error'; message: string };

const fieldsetStyle = {
  border: '1px solid var(--border, #8a948c)',
  borderRadius: 'var(--radius, 6px)',
  padding: '1rem 1.25rem',
  margin: '0 0 1.5rem',
};
const legendStyle = { fontWeight: 700, padding: '0 0.25rem' };
const hintStyle = { color: 'var(--muted, #4a524c)', margin: '0 0 0.75rem' };
const errorStyle = { color: 'var(--error-ink, #8a1c13)', fontWeight: 600, margin: '0 0 0.75rem' };
const radioRow = { display: 'flex', gap: '0.75rem', alignItems: 'center', margin: '0 0 0.5rem' };
const radioStyle = { width: '1.5rem', height: '1.5rem', margin: 0 };

/**
 * portal-stake-choices, "Mina insatsval" (economy §2, §3, §5, §9): the stake deduction of
 * 2 or 4 percent and above-stake participation, saved with the version it showed.
 */
export function StakeChoicesElement(_props: StakeChoicesElementProps) {
  const bridge = getBridge();
  const memberId = useAtom(bridge.effectiveProfile).data?.memberId ?? null;
  const api = usePortalApi(createEconomicsApi, bridge);

  const id = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [stakePercent, setStakePercent] = useState<number | null>(null);
  const [above, setAbove] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      if (!api) return;
      try {
        const economics = await api.get(signal);
        setLoad({ state: 'loaded', economics });
        setStakePercent(economics.stakePercent);
        setAbove(economics.aboveStakeParticipation);
      } catch (error) {
        if (!signal?.aborted) setLoad({ state: 'error', message: problemMessage(error) });
      }
    },
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    setResult(null);
    setErrors({});
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload, memberId]);

  const validate = () => {
    const parsed = economicsRequestSchema.safeParse({
      stakePercent: stakePercent ?? undefined,
      aboveStakeParticipation: above ?? undefined,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    return { parsed, found };
  };

  async function submit(economics: Economics) {
    if (!api || saving) return;
    const { parsed, found } = validate();
    setErrors(found);
    setResult(null);
    if (!parsed.success) {
      const first = found.stakePercent ? 'stakePercent' : 'aboveStakeParticipation';
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${id}-${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const version = await api.save(parsed.data, economics.version);
      setLoad({
        state: 'loaded',
        economics: { ...economics, ...parsed.data, version },
      });
      setResult({ ok: true, message: t('saved') });
    } catch (error) {
      setResult({ ok: false, message: `${t('saveFailed')} ${problemMessage(error)}` });
      if (isApiError(error, 'versionConflict')) void reload();
    } finally {
      setSaving(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    }
  }

  const summary = (['stakePercent', 'aboveStakeParticipation'] as const).filter((f) => errors[f]);
  const economics = load.state === 'loaded' ? load.economics : null;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      {load.state === 'loading' && <p role="status">{t('loading')}</p>}
      {load.state === 'error' && (
        <div className="alert alert-error" role="alert">
          <p style={{ margin: '0 0 0.5rem' }}>{load.message}</p>
          <button type="button" className="button button-small" onClick={() => void reload()}>
            {t('retry')}
          </button>
        </div>
      )}
      <div ref={resultRef} tabIndex={-1}>
        <div role="status">
          {result?.ok && <p className="alert alert-success">{result.message}</p>}
        </div>
        {result && !result.ok && (
          <p className="alert alert-error" role="alert">
            {result.message}
          </p>
        )}
      </div>
      {economics && (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(economics);
          }}
        >
          {summary.length > 0 && (
            <div className="alert alert-error" role="alert" style={{ margin: '0 0 1.5rem' }}>
              <p style={{ margin: '0 0 0.5rem', fontWeight: 700 }}>{t('errorSummary')}</p>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {summary.map((field) => (
                  <li key={field}>
                    <a
                      href={`#${id}-${field}-first`}
                      style={{ color: 'inherit' }}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(`${id}-${field}-first`)?.focus();
                      }}
                    >
                      {errors[field]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <fieldset
            style={fieldsetStyle}
            aria-describedby={
              errors.stakePercent ? `${id}-stake-hint ${id}-stake-error` : `${id}-stake-hint`
            }
          >
            <legend style={legendStyle}>{t('stake.legend')}</legend>
            <p id={`${id}-stake-hint`} style={hintStyle}>
              {t('stake.hint')}
            </p>
            {errors.stakePercent && (
              <p id={`${id}-stake-error`} style={errorStyle}>
                {errors.stakePercent}
              </p>
            )}
            {stakePercents.map((percent, index) => (
              <label key={percent} style={radioRow}>
                <input
                  type="radio"
                  id={index === 0 ? `${id}-stakePercent-first` : undefined}
                  name={`${id}-stakePercent`}
                  value={percent}
                  checked={stakePercent === percent}
                  aria-invalid={errors.stakePercent ? true : undefined}
                  style={radioStyle}
                  onChange={() => {
                    setStakePercent(percent);
                    setErrors((current) => ({ ...current, stakePercent: undefined }));
                  }}
                />
                {t('stake.option', { percent })}
              </label>
            ))}
          </fieldset>
          <fieldset
            style={fieldsetStyle}
            aria-describedby={
              errors.aboveStakeParticipation
                ? `${id}-above-hint ${id}-above-error`
                : `${id}-above-hint`
            }
          >
            <legend style={legendStyle}>{t('aboveStake.legend')}</legend>
            <p id={`${id}-above-hint`} style={hintStyle}>
              {t('aboveStake.hint')}
            </p>
            {errors.aboveStakeParticipation && (
              <p id={`${id}-above-error`} style={errorStyle}>
                {errors.aboveStakeParticipation}
              </p>
            )}
            {([true, false] as const).map((value, index) => (
              <label key={String(value)} style={radioRow}>
                <input
                  type="radio"
                  id={index === 0 ? `${id}-aboveStakeParticipation-first` : undefined}
                  name={`${id}-aboveStakeParticipation`}
                  value={String(value)}
                  checked={above === value}
                  aria-invalid={errors.aboveStakeParticipation ? true : undefined}
                  style={radioStyle}
                  onChange={() => {
                    setAbove(value);
                    setErrors((current) => ({ ...current, aboveStakeParticipation: undefined }));
                  }}
                />
                {t(value ? 'aboveStake.yes' : 'aboveStake.no')}
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="button button-primary"
            aria-disabled={saving || undefined}
          >
            {saving ? t('saving') : t('save')}
          </button>
        </form>
      )}
    </section>
  );
}
