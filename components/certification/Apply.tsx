import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import {
  answers,
  certificationLimits,
  certificationMessages,
  type Answer,
  type CertificateType,
  type CertificationApplication,
  type CertificationQuestion,
} from '../../shared/contracts/certification.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { RadioGroup } from '../../shared/forms/fields.tsx';
import { TextAreaField } from '../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { signingProblemText } from '../../shared/signing/hints.ts';
import { SigningView } from '../../shared/signing/SigningView.tsx';
import { CertLink, LoadState, useCertification } from './context.tsx';
import { t } from './t.ts';

/**
 * bli-certifierad (§2, §7): the questions for the chosen certificate and the member's
 * forest area, a message to the adviser (kept in the progress as it is typed), then the
 * e-ID signature; once signed, the sign-sent modal, and the progress resets (§4).
 */
export function Apply() {
  const { state, progress, calls, portal } = useCertification();
  const type = progress.progress.selectedCertification;
  const area = state.state === 'loaded' ? state.data.totalAreaForestHa : null;
  const questions = useLoad(
    portal.profileKey && type && area !== null ? `${portal.profileKey}:q:${type}:${area}` : null,
    (signal) =>
      calls.getQuestions({
        query: { certificateType: type!, totalAreaForest: String(area) },
        signal,
      }),
  );
  if (!type || area === null) return null;
  return (
    <>
      <h3>{t('apply.heading', { type: t(`type.${type}`) })}</h3>
      <p>{t('apply.area', { area: hectares(area) })}</p>
      {questions.state === 'loaded' ? (
        <ApplyForm type={type} questions={questions.data.questions} />
      ) : (
        <LoadState load={questions} />
      )}
    </>
  );
}

/** Hectares with a decimal comma (at most 1 000 ha and two decimals: no grouping needed). */
const hectares = (ha: number) => String(ha).replace('.', ',');

type Values = Record<string, Answer | null> & { advisorMessage: string };

const formSchema = (questions: readonly CertificationQuestion[]) =>
  z.object({
    ...Object.fromEntries(
      questions.map((q) => [q.id, z.enum(answers, { error: certificationMessages.answer })]),
    ),
    advisorMessage: z.string().check(
      z.maxLength(certificationLimits.advisorMessageMaxLength, {
        error: certificationMessages.advisorMessageTooLong,
      }),
    ),
  });

function ApplyForm({
  type,
  questions,
}: {
  type: CertificateType;
  questions: readonly CertificationQuestion[];
}) {
  const { progress, calls, portal, setSent } = useCertification();
  const [signing, setSigning] = useState<CertificationApplication | null>(null);
  const initial: Values = {
    ...Object.fromEntries(questions.map((q) => [q.id, null])),
    advisorMessage: progress.progress.advisorMessage,
  } as Values;
  const form = useForm({
    schema: formSchema(questions),
    initial,
    onSubmit: (data) => {
      const { advisorMessage, ...given } = data as Record<string, string>;
      setSigning({
        certificateType: type,
        answers: given as Record<string, Answer>,
        advisorMessage: advisorMessage ?? '',
        introVideoWatched: true,
        confirmedDetails: true,
      });
    },
  });
  const message = form.values.advisorMessage;
  useEffect(() => {
    if (message !== progress.progress.advisorMessage) progress.update({ advisorMessage: message });
    // Only the typed message is written through.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message]);

  if (signing) {
    return (
      <section aria-label={t('apply.signHeading')}>
        <h4>{t('apply.signHeading')}</h4>
        <SigningView
          api={portal.api}
          testSigner={portal.testSigner}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- SigningView's prop: focus moves into the view once signing has started
          autoFocus
          start={() => calls.applyForCertification({ body: signing })}
          problemText={(error) => signingProblemText(error, certificationProblems)}
          onComplete={() => {
            progress.reset();
            setSent(type);
          }}
        />
        <div className="form-footer">
          <button type="button" className="button" onClick={() => setSigning(null)}>
            {t('steps.back')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form {...form.formProps} className="form">
      <ErrorSummary form={form} heading={t('apply.summary')} />
      <fieldset className="form-section">
        <legend>{t('apply.questions')}</legend>
        {questions.map((q) => (
          <RadioGroup
            key={q.id}
            {...form.field(q.id)}
            label={q.text}
            hint={q.help ?? undefined}
            required
            options={[
              { value: 'yes' as const, label: t('apply.yes') },
              { value: 'no' as const, label: t('apply.no') },
            ]}
          />
        ))}
      </fieldset>
      <TextAreaField
        {...form.field('advisorMessage')}
        label={t('apply.message')}
        maxLength={certificationLimits.advisorMessageMaxLength}
        rows={4}
      />
      <div className="form-footer">
        <CertLink to="certificationChoose" className="button">
          {t('steps.back')}
        </CertLink>
        <button type="submit" className="button button-primary">
          {t('apply.submit')}
        </button>
      </div>
    </form>
  );
}
