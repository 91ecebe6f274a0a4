import { useId, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/apiError.ts';
import {
  economicsRequestSchema,
  defaultStakePercent,
  stakePercents,
  type Economics,
  type EconomicsRequest,
} from '../../shared/contracts/economics.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { RadioGroup } from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { createEconomicsApi } from './api.ts';
import { useStakeChoicesPortal } from './portal.ts';
import { problemMessage, t } from './t.ts';
import { LoadState } from '../../shared/elements/LoadState.tsx';

export interface StakeChoicesElementProps {
  configurationId?: string;
  storageKey?: string;
}

/**
 * portal-stake-choices, "Mina insatsval" (economy §2, §3, §5, §9): the stake deduction of
 * 2 or 4 percent and above-stake participation, saved with the version it showed.
 */
export function StakeChoicesElement(_props: StakeChoicesElementProps) {
  const portal = useStakeChoicesPortal();
  const { bridge } = portal;
  const memberId = portal.profile.data?.memberId ?? null;
  const api = useMemo(() => createEconomicsApi(portal.api), [portal.api]);

  const id = useId();
  // Loaded again when the member in force changes (a profile switch while mounted).
  const load = useLoad(portal.profileKey, (signal) => api.get(signal));
  const [result, setResult] = useState<{ ok: boolean; message: string; memberId: string | null }>();
  const resultRef = useRef<HTMLDivElement>(null);

  const headingRef = useRef<HTMLHeadingElement>(null);

  // Saved: the portal's toast confirms it (platform §9) and focus goes to the heading, as
  // the form is drawn anew with the saved choices. Failed: said here too, focus on it.
  const saved = (economics: Economics, message: string) => {
    load.set(economics);
    setResult(undefined);
    bridge.toasts.show({ message });
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const failed = (error: unknown) => {
    const message = `${t('saveFailed')} ${problemMessage(error)}`;
    setResult({ ok: false, message, memberId });
    bridge.toasts.show({ message, kind: 'error' });
    if (isApiError(error, 'versionConflict')) load.refresh();
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const economics = load.state === 'loaded' ? load.data : null;
  // A save's outcome belongs to the profile it was made for.
  const shown = result?.memberId === memberId ? result : undefined;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('heading')}
      </h2>
      <LoadState
        load={load}
        texts={{ loading: t('loading'), failure: problemMessage, retry: t('retry') }}
        spaced={false}
      />
      <div ref={resultRef} tabIndex={-1}>
        {shown && !shown.ok && (
          <p className="alert alert-error" role="alert">
            {shown.message}
          </p>
        )}
      </div>
      {economics && (
        <StakeForm
          key={`${memberId ?? ''}-${economics.version}`}
          economics={economics}
          onStart={() => setResult(undefined)}
          save={(request) => api.save(request, economics.version)}
          onSaved={(request, version) => saved({ ...economics, ...request, version }, t('saved'))}
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
      // Never chosen: the §9 default (4 %) is what is deducted, so it stands chosen.
      stakePercent: economics.stakePercent ?? defaultStakePercent,
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
