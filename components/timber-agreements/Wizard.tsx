import { useEffect, useId, useRef, useState } from 'react';
import type { Agreement, AgreementOptions } from '../../shared/contracts/timber-agreements.ts';
import { isApiError } from '../../shared/api/apiError.ts';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog.tsx';
import { errorText, ifMatch, type TimberCalls } from './api.ts';
import { assortmentLabel } from './labels.ts';
import { agreementPath, homePath, newAgreementId, steps, type Step } from './paths.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { SignStep } from './SignStep.tsx';
import { AssortmentStep, EstateStep, PricingStep } from './steps.tsx';
import { t } from './t.ts';
import {
  fieldErrors,
  initialValues,
  stepErrors,
  toDraft,
  type WizardValues,
} from './wizardValues.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/** The route's step ('sortiment/' or ''), fastighet when unknown. */
export const stepOf = (rest: string | undefined): Step =>
  steps.find((s) => s === (rest ?? '').split('/')[0]) ?? 'fastighet';

/**
 * A refusal the server explained (a 4xx problem, e.g. no access), shown by its own text.
 * Anything else (no answer, a server error, an unreadable answer) is the spec's
 * estatesFetchFailed: the client reports those as ApiError too.
 */
const explained = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/** The agreement wizard `avtal/{id}/{step}` (§2.1): loads the choices and the draft. */
export function Wizard({
  portal,
  calls,
  id,
  step,
}: {
  portal: AreaPortal;
  calls: TimberCalls;
  id: string;
  step: Step;
}) {
  const key = portal.profileKey;
  // Set when the wizard moves to another step (or to the saved draft's address): its
  // heading takes focus there, also when the form is made anew for the new address.
  const focusStep = useRef(false);
  const options = useLoad(key ? `${key}:options` : null, (signal) =>
    calls.getAgreementOptions({ signal }),
  );
  const isNew = id === newAgreementId;
  const agreement = useLoad(key && !isNew ? `${key}:agreement:${id}` : null, (signal) =>
    calls.getAgreement({ params: { agreementId: id }, signal }),
  );
  if (options.state === 'error' || (!isNew && agreement.state === 'error')) {
    const error =
      options.state === 'error'
        ? options.error
        : agreement.state === 'error'
          ? agreement.error
          : null;
    return (
      <div role="alert" className="alert alert-error alert-spaced">
        <p className="space-after">
          {options.state === 'error' && !explained(error)
            ? timberScreenMessages.estatesFetchFailed
            : errorText(error)}
        </p>
        <PortalLink href={homePath(portal.slug)}>{t('button.home')}</PortalLink>
      </div>
    );
  }
  if (options.state !== 'loaded' || (!isNew && agreement.state !== 'loaded')) {
    return <LoadingStatus>{t('loading')}</LoadingStatus>;
  }
  const loaded = !isNew && agreement.state === 'loaded' ? agreement.data : null;
  return (
    <WizardForm
      key={`${id}:${loaded?.version ?? 0}`}
      portal={portal}
      calls={calls}
      options={options.data}
      initial={loaded}
      step={
        isNew && (step === 'sortiment' || step === 'granska' || step === 'signera')
          ? 'fastighet'
          : step
      }
      reload={agreement.state === 'loaded' ? agreement.reload : () => undefined}
      focusStep={focusStep}
    />
  );
}

function WizardForm({
  portal,
  calls,
  options,
  initial,
  step,
  reload,
  focusStep,
}: {
  portal: AreaPortal;
  calls: TimberCalls;
  options: AgreementOptions;
  initial: Agreement | null;
  step: Step;
  reload: () => void;
  focusStep: { current: boolean };
}) {
  const [agreement, setAgreement] = useState(initial);
  const [values, setValues] = useState<WizardValues>(() => initialValues(initial, options));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'saving' | 'submitting' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const idFor = (k: string) => `${formId}-${k.replace(/[^A-Za-z0-9_-]/g, '_')}`;

  // A new step: focus its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    headingRef.current?.focus();
  }, [step, focusStep]);

  const isDraft = !agreement || agreement.status === 'Draft';
  const mayEdit = isDraft && (!agreement || agreement.isCreator);
  const index = steps.indexOf(step);
  // The path names v2's quote project id or v3's opportunity id (Agreement.wizardId).
  const go = (target: Step, id = agreement?.wizardId ?? newAgreementId) => {
    focusStep.current = true;
    portal.navigate(agreementPath(portal.slug, id, target));
  };
  const change = (patch: Partial<WizardValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailure(null);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) requestAnimationFrame(() => summaryRef.current?.focus());
    return Object.keys(found).length === 0;
  };

  const fail = (error: unknown) => {
    const fields = isApiError(error) ? error.problem?.errors : undefined;
    if (fields && Object.keys(fields).length > 0) showErrors(fieldErrors(toDraft(values), fields));
    setFailure(errorText(error));
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  /** Saves the draft (creating it first from steps 1-2); the saved agreement, or null. */
  const save = async (): Promise<Agreement | null> => {
    if (!showErrors(stepErrors(step, values, options, agreement?.volumes))) return null;
    setBusy('saving');
    try {
      let current = agreement;
      const draft = toDraft(values);
      if (!current) {
        current = await calls.createDraft({
          body: {
            name: draft.name,
            estates: draft.estates,
            pricingMomentId: draft.pricingMomentId,
          },
        });
      }
      const saved = await calls.saveDraft({
        params: { agreementId: current.id },
        body: draft,
        headers: ifMatch(current.version),
      });
      setAgreement(saved);
      return saved;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const next = async () => {
    const target = steps[index + 1]!;
    if (!mayEdit) return go(target);
    // The first step needs no saving yet: the draft is created once its pricing moment is known.
    if (step === 'fastighet' && !agreement) {
      if (showErrors(stepErrors(step, values, options))) go(target);
      return;
    }
    const saved = await save();
    if (saved) {
      if (saved.id !== initial?.id) return go(target, saved.wizardId);
      go(target);
    }
  };

  const saveAndLeave = async () => {
    if (await save()) portal.navigate(homePath(portal.slug));
  };

  const submit = async () => {
    if (!agreement) return;
    if (!showErrors(stepErrors('granska', values, options, agreement?.volumes))) return;
    setBusy('submitting');
    try {
      const sent = await calls.submitDraft({
        params: { agreementId: agreement.id },
        headers: ifMatch(agreement.version),
      });
      setAgreement(sent);
      go('signera');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const stepProps = { values, options, errors, readOnly: !mayEdit, change, idFor };
  const errorList = Object.entries(errors);
  const heading = agreement
    ? t('wizard.heading', { agreementNo: agreement.agreementNo, name: agreement.name })
    : t('wizard.heading.new');

  const actions = (
    <div className="actions space-before">
      {index > 0 && (
        <button type="button" className="button" onClick={() => go(steps[index - 1]!)}>
          {t('button.previous')}
        </button>
      )}
      {mayEdit && agreement && index < 3 && (
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() => void saveAndLeave()}
        >
          {busy === 'saving' ? t('button.saving') : t('button.saveContinue')}
        </button>
      )}
      {index < 3 && (
        <button type="submit" className="button button-primary" disabled={busy !== null}>
          {t('button.next')}
        </button>
      )}
      {step === 'granska' && mayEdit && agreement && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy !== null}
          onClick={() => void submit()}
        >
          {busy === 'submitting' ? t('button.submitting') : t('button.submit')}
        </button>
      )}
      {step === 'granska' && !isDraft && (
        <button type="button" className="button button-primary" onClick={() => go('signera')}>
          {t('button.next')}
        </button>
      )}
      {mayEdit && agreement && (
        <button type="button" className="button" onClick={() => setDeleting(true)}>
          {t('button.delete')}
        </button>
      )}
      {step === 'signera' && (
        <button
          type="button"
          className="button"
          onClick={() => portal.navigate(homePath(portal.slug))}
        >
          {t('button.home')}
        </button>
      )}
    </div>
  );

  return (
    <div className="timber-wizard">
      <h2>{heading}</h2>
      <nav aria-label={t('wizard.steps')}>
        <ol className="timber-steps">
          {steps.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {i + 1}. {t(`step.${s}`)}
            </li>
          ))}
        </ol>
      </nav>
      <h3 ref={headingRef} tabIndex={-1} className="focus-target">
        {t('wizard.stepOf', { n: index + 1 })}: {t(`step.${step}`)}
      </h3>
      {agreement && !agreement.isCreator && isDraft && (
        <p className="alert banner-info alert-spaced">{t('notCreator')}</p>
      )}
      {agreement && agreement.removedAssortments.length > 0 && (
        <p className="alert banner-info alert-spaced">
          {t('removed', {
            assortments: agreement.removedAssortments.map(assortmentLabel).join(', '),
          })}
        </p>
      )}
      <div
        ref={summaryRef}
        tabIndex={-1}
        role={errorList.length > 0 || failure ? 'alert' : undefined}
      >
        {(errorList.length > 0 || failure) && (
          <div className="alert alert-error alert-spaced">
            {failure && <p>{failure}</p>}
            {errorList.length > 0 && (
              <>
                <p>{t('errors.heading')}</p>
                <ul className="bullet-list">
                  {errorList.map(([key, message]) => (
                    <li key={key}>
                      <a href={`#${idFor(key)}`}>{message}</a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
      {index < 3 ? (
        <form
          noValidate
          aria-busy={busy !== null}
          onSubmit={(event) => {
            event.preventDefault();
            void next();
          }}
        >
          {step === 'fastighet' && <EstateStep {...stepProps} />}
          {step === 'prissattningstillfalle' && <PricingStep {...stepProps} />}
          {step === 'sortiment' && <AssortmentStep {...stepProps} />}
          {actions}
        </form>
      ) : (
        <>
          {step === 'granska' && agreement && (
            <ReviewStep
              agreement={agreement}
              calls={calls}
              loadKey={`${portal.profileKey}:review:${agreement.id}:${agreement.version}`}
            />
          )}
          {step === 'signera' && agreement && (
            <SignStep agreement={agreement} calls={calls} portal={portal} onSigned={reload} />
          )}
          {actions}
        </>
      )}
      {deleting && agreement && (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', { name: agreement.name })}
          confirmLabel={t('delete.confirm')}
          busyLabel={t('delete.busy')}
          cancelLabel={t('delete.cancel')}
          onConfirm={() =>
            calls.deleteDraft({
              params: { agreementId: agreement.id },
              headers: ifMatch(agreement.version),
            })
          }
          failureText={errorText}
          onConfirmed={() => portal.navigate(homePath(portal.slug))}
          onCancel={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
