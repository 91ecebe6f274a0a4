import { getBridge } from '@portal/bridge';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/apiError.ts';
import {
  economicsRequestSchema,
  stakePercents,
  type Economics,
  type EconomicsRequest,
} from '../../shared/contracts/economics.ts';
import { useAtom, usePortalApi } from '../../shared/elements/portal.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { RadioGroup } from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { createEconomicsApi } from './api.ts';
import { problemMessage, t } from './t.ts';

export interface StakeChoicesElementProps {
  configurationId?: string;
  storageKey?: string;
}

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; economics: Economics }
  | { state: 'error'; message: string };

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
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      if (!api) return;
      try {
        const economics = await api.get(signal);
        setLoad({ state: 'loaded', economics });
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
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload, memberId]);

  const saved = (economics: Economics, next: { ok: boolean; message: string }) => {
    setLoad({ state: 'loaded', economics });
    setResult(next);
    requestAnimationFrame(() => resultRef.current?.focus());
  };
  const failed = (error: unknown) => {
    setResult({ ok: false, message: `${t('saveFailed')} ${problemMessage(error)}` });
    if (isApiError(error, 'versionConflict')) void reload();
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const economics = load.state === 'loaded' ? load.economics : null;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      {load.state === 'loading' && <p role="status">{t('loading')}</p>}
      {load.state === 'error' && (
        <div className="alert alert-error" role="alert">
          <p className="space-after">{load.message}</p>
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
      {economics && api && (
        <StakeForm
          key={`${memberId ?? ''}-${economics.version}`}
          economics={economics}
          onStart={() => setResult(null)}
          save={(request) => api.save(request, economics.version)}
          onSaved={(request, version) =>
            saved({ ...economics, ...request, version }, { ok: true, message: t('saved') })
          }
          onFailed={failed}
        />
      )}
    </section>
  );
}

/**
 * The two choices on the forms kit: radio groups checked with the shared schema (both must
 * be chosen), saved with the version they showed. Failures show above the form.
 */
function StakeForm({
  economics,
  save,
  onStart,
  onSaved,
  onFailed,
}: {
  economics: Economics;
  save(request: EconomicsRequest): Promise<number>;
  onStart(): void;
  onSaved(request: EconomicsRequest, version: number): void;
  onFailed(error: unknown): void;
}) {
  const form = useForm({
    schema: economicsRequestSchema,
    // Not chosen yet (null) reads as missing, so the schema names what to choose.
    toInput: (values) => ({
      stakePercent: values.stakePercent ?? undefined,
      aboveStakeParticipation: values.aboveStakeParticipation ?? undefined,
    }),
    initial: {
      stakePercent: economics.stakePercent,
      aboveStakeParticipation: economics.aboveStakeParticipation,
    },
    onSubmit: async (request) => {
      onStart();
      try {
        onSaved(request, await save(request));
      } catch (error) {
        onFailed(error);
      }
    },
  });
  return (
    <form {...form.formProps}>
      <ErrorSummary form={form} heading={t('errorSummary')} />
      <RadioGroup
        {...form.field('stakePercent')}
        label={t('stake.legend')}
        hint={t('stake.hint')}
        className="form-section"
        options={stakePercents.map((percent) => ({
          value: percent,
          label: t('stake.option', { percent }),
        }))}
      />
      <RadioGroup
        {...form.field('aboveStakeParticipation')}
        label={t('aboveStake.legend')}
        hint={t('aboveStake.hint')}
        className="form-section"
        options={[
          { value: true, label: t('aboveStake.yes') },
          { value: false, label: t('aboveStake.no') },
        ]}
      />
      <FormFooter
        submitLabel={t('save')}
        submittingLabel={t('saving')}
        submitting={form.submitting}
      />
    </form>
  );
}
