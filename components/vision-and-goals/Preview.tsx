import { useState } from 'react';
import {
  groupQuestions,
  messageMaxLength,
  personalQuestions,
  surveySendSchema,
  type Answers,
  type SurveyQuestion,
} from '../../shared/contracts/vision-and-goals.ts';
import { visionAndGoalsProblems } from '../../shared/contracts/vision-and-goals/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { FormFailure } from '../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../shared/forms/TextAreaField.tsx';
import { estatesOf, groupName, useVision } from './context.tsx';
import { visionPath } from './paths.ts';
import { StepNav, useSteps } from './Steps.tsx';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * forhandsgranskning(/:useRightGroupId) (§2): every answer (or one group's, with the id),
 * links back to each step, the message to the adviser, and "save and send". Sending is
 * checked with the server's schema first; a missing answer names its step.
 */
export function Preview({ useRightGroupId }: { useRightGroupId: string | undefined }) {
  const { survey, answers, setAnswers, calls, saved, go, markSent, portal } = useVision();
  const steps = useSteps();
  const [state, setState] = useState<'idle' | 'busy' | { failure: string }>('idle');
  const groups = survey.groups.filter(
    (g) => useRightGroupId === undefined || g.useRightGroupId === useRightGroupId,
  );

  async function send() {
    if (state === 'busy') return;
    const checked = surveySendSchema.safeParse(answers);
    if (!checked.success) {
      const keys = checked.error.issues.map((issue) => String(issue.path[1] ?? issue.path[0]));
      const missing = steps
        .filter((step) =>
          step.id === 'visionSurvey'
            ? keys.some((k) => personalQuestions.some((q) => q.id === k))
            : step.group !== undefined && keys.includes(step.group),
        )
        .map((step) => step.label);
      setState({
        failure: `${t('send.incomplete')} ${t('send.missingIn', { steps: missing.join(', ') })}`,
      });
      return;
    }
    setState('busy');
    try {
      const result = await calls.sendSurvey({ body: checked.data });
      saved(result);
      markSent();
      go(useRightGroupId === undefined ? 'visionSent' : 'visionSentGroup', useRightGroupId);
    } catch (error) {
      setState({ failure: problemMessage(error, visionAndGoalsProblems) });
    }
  }

  return (
    <>
      <StepNav current={steps.length - 1} />
      <section aria-labelledby="vision-preview">
        <h2 id="vision-preview">{t('preview.heading')}</h2>
        <h3>{t('steps.personal')}</h3>
        <AnswerList questions={personalQuestions} answers={answers.personal} />
        <p>
          <PortalLink href={visionPath('visionSurvey', portal.slug)}>
            {t('preview.change')}
          </PortalLink>
        </p>
        {groups.map((group) => (
          <div key={group.useRightGroupId}>
            <h3>{t('preview.groupHeading', { estates: groupName(group) })}</h3>
            <AnswerList
              questions={groupQuestions}
              answers={answers.groups[group.useRightGroupId] ?? {}}
            />
            <p>
              <PortalLink href={visionPath('visionGroup', portal.slug, group.useRightGroupId)}>
                {t('preview.changeGroup', { estates: estatesOf(group) })}
              </PortalLink>
            </p>
          </div>
        ))}
        {useRightGroupId !== undefined && (
          <p>
            <PortalLink href={visionPath('visionPreview', portal.slug)}>
              {t('preview.all')}
            </PortalLink>
          </p>
        )}
        <div className="form">
          <TextAreaField
            id="vision-message"
            value={answers.message}
            onChange={(message) => setAnswers({ ...answers, message })}
            onBlur={() => undefined}
            inputRef={() => undefined}
            label={t('message.label')}
            hint={t('message.hint')}
            maxLength={messageMaxLength}
            rows={4}
          />
          <FormFailure message={typeof state === 'object' ? state.failure : null} />
          <button
            type="button"
            className="button button-primary"
            aria-disabled={state === 'busy' || undefined}
            onClick={() => void send()}
          >
            {state === 'busy' ? t('sending') : t('send')}
          </button>
        </div>
      </section>
    </>
  );
}

function AnswerList({
  questions,
  answers,
}: {
  questions: readonly SurveyQuestion[];
  answers: Answers;
}) {
  return (
    <LabelValueList
      rows={questions.map((q) => {
        const value = answers[q.id];
        const text = value ? (q.options?.find((o) => o.value === value)?.label ?? value) : null;
        return [q.label, text ?? t('preview.unanswered')];
      })}
      className="details-stacked"
    />
  );
}
