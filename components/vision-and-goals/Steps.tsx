import { getBridge } from '@portal/bridge';
import { useEffect, useState, type ReactNode } from 'react';
import {
  groupAnswersSchema,
  groupQuestions,
  personalAnswersSchema,
  personalQuestions,
  type Answers,
  type SurveyQuestion,
} from '../../shared/contracts/vision-and-goals.ts';
import { visionAndGoalsProblems } from '../../shared/contracts/vision-and-goals/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { RadioGroup, SelectField } from '../../shared/forms/fields.tsx';
import { FormFailure } from '../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { estatesOf, groupName, useVision } from './context.tsx';
import { visionPath, type VisionRouteId } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

type Values = Record<string, string>;

const valuesOf = (questions: readonly SurveyQuestion[], answers: Answers): Values =>
  Object.fromEntries(questions.map((q) => [q.id, answers[q.id] ?? '']));
/** An unanswered question is left out (the schema then names a required one). */
const answersOf = (values: Values): Answers =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

/** The survey's steps in order: the personal step, each group, the preview. */
interface Step {
  id: VisionRouteId;
  group: string | undefined;
  label: string;
}

export function useSteps(): Step[] {
  const { survey } = useVision();
  return [
    { id: 'visionSurvey', group: undefined, label: t('steps.personal') },
    ...survey.groups.map((group): Step => ({
      id: 'visionGroup',
      group: group.useRightGroupId,
      label: t('steps.group', { estates: estatesOf(group) }),
    })),
    { id: 'visionPreview', group: undefined, label: t('steps.preview') },
  ];
}

/** The steps as links, the one shown marked; the member may move freely between them. */
export function StepNav({ current }: { current: number }) {
  const { portal } = useVision();
  const steps = useSteps();
  return (
    <nav aria-label={t('steps.label')} className="trade-nav">
      <ol>
        {steps.map((step, index) => (
          <li key={`${step.id}:${step.group ?? ''}`}>
            <PortalLink
              href={visionPath(step.id, portal.slug, step.group)}
              aria-current={index === current ? 'step' : undefined}
            >
              {step.label}
            </PortalLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The personal step (enkat): time horizon, heirs, how the forest is run. */
export function PersonalStep() {
  const { answers, setAnswers } = useVision();
  return (
    <StepForm
      key="personal"
      index={0}
      heading={t('personal.heading')}
      questions={personalQuestions}
      complete={personalAnswersSchema(true)}
      initial={valuesOf(personalQuestions, answers.personal)}
      store={(values) => setAnswers({ ...answers, personal: answersOf(values) })}
      merge={(values) => ({ ...answers, personal: answersOf(values) })}
    />
  );
}

/** One use-right group's step (enkat/fastigheter/:id), with answers copied from another. */
export function GroupStep({ useRightGroupId }: { useRightGroupId: string }) {
  const { survey, answers, setAnswers, go } = useVision();
  const index = survey.groups.findIndex((g) => g.useRightGroupId === useRightGroupId);
  const group = survey.groups[index];
  // An id that is not one of the member's groups: back to the survey's first step.
  useEffect(() => {
    if (!group) go('visionSurvey');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group]);
  if (!group) return null;
  const others = survey.groups.filter((g) => g.useRightGroupId !== useRightGroupId);
  const merge = (values: Values) => ({
    ...answers,
    groups: { ...answers.groups, [useRightGroupId]: answersOf(values) },
  });
  return (
    <StepForm
      key={useRightGroupId}
      index={index + 1}
      heading={t('group.heading', { estates: groupName(group) })}
      questions={groupQuestions}
      complete={groupAnswersSchema(true)}
      initial={valuesOf(groupQuestions, answers.groups[useRightGroupId] ?? {})}
      store={(values) => setAnswers(merge(values))}
      merge={merge}
      copyFrom={others.map((g) => ({
        value: g.useRightGroupId,
        label: estatesOf(g),
        answers: valuesOf(groupQuestions, answers.groups[g.useRightGroupId] ?? {}),
      }))}
    />
  );
}

function StepForm({
  index,
  heading,
  questions,
  complete,
  initial,
  store,
  merge,
  copyFrom = [],
}: {
  index: number;
  heading: string;
  questions: readonly SurveyQuestion[];
  complete: ReturnType<typeof personalAnswersSchema>;
  initial: Values;
  store(values: Values): void;
  merge(values: Values): ReturnType<typeof useVision>['answers'];
  copyFrom?: { value: string; label: string; answers: Values }[];
}) {
  const { calls, saved, go } = useVision();
  const steps = useSteps();
  const [saving, setSaving] = useState<'idle' | 'busy' | string>('idle');
  const form = useForm({
    schema: complete,
    toInput: answersOf,
    initial,
    onSubmit: (_data, values) => {
      store(values);
      const next = steps[index + 1]!;
      go(next.id, next.group);
    },
  });
  const previous = steps[index - 1];

  async function saveAndClose() {
    setSaving('busy');
    try {
      saved(await calls.saveSurveyDraft({ body: merge(form.values) }));
      go('visionHome');
    } catch (error) {
      setSaving(problemMessage(error, visionAndGoalsProblems));
    }
  }

  return (
    <>
      <StepNav current={index} />
      <form {...form.formProps} className="form" aria-labelledby="vision-step">
        <p>{t('step.of', { step: index + 1, count: steps.length })}</p>
        <h2 id="vision-step">{heading}</h2>
        <ErrorSummary form={form} heading={t('summary.heading')} />
        {copyFrom.length > 0 && (
          <CopyAnswers
            sources={copyFrom}
            onCopy={async (values) => {
              for (const [key, value] of Object.entries(values)) form.setValue(key, value);
              // Saved at once (not only on the next save): the copy is the member's answer.
              saved(await calls.saveSurveyDraft({ body: merge({ ...form.values, ...values }) }));
            }}
          />
        )}
        {questions.map((question) => (
          <Question key={question.id} question={question} field={form.field(question.id)} />
        ))}
        <FormFailure message={saving !== 'idle' && saving !== 'busy' ? saving : null} />
        <div className="toolbar">
          {previous && (
            <button
              type="button"
              className="button"
              onClick={() => {
                store(form.values);
                go(previous.id, previous.group);
              }}
            >
              {t('previous')}
            </button>
          )}
          <button type="submit" className="button button-primary">
            {t('next')}
          </button>
          <button
            type="button"
            className="button"
            aria-disabled={saving === 'busy' || undefined}
            onClick={() => void saveAndClose()}
          >
            {saving === 'busy' ? t('saving') : t('saveClose')}
          </button>
        </div>
      </form>
    </>
  );
}

function Question({
  question,
  field,
}: {
  question: SurveyQuestion;
  field: ReturnType<ReturnType<typeof useForm<Values, unknown>>['field']>;
}): ReactNode {
  if (question.kind === 'text')
    return (
      <TextAreaField
        {...field}
        label={question.label}
        hint={question.hint}
        maxLength={question.maxLength!}
        rows={4}
      />
    );
  return (
    <RadioGroup<string>
      {...(field as Parameters<typeof RadioGroup<string>>[0])}
      label={question.label}
      required={question.required}
      options={question.options!.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/** "Kopiera svar från": another group's answers into this step, saved as a draft at once. */
function CopyAnswers({
  sources,
  onCopy,
}: {
  sources: { value: string; label: string; answers: Values }[];
  onCopy(values: Values): Promise<void>;
}) {
  const [from, setFrom] = useState(sources[0]!.value);
  const [copied, setCopied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const source = sources.find((s) => s.value === from)!;
  return (
    <div className="form-section">
      <SelectField
        id="vision-copy-from"
        value={from}
        onChange={(value) => setFrom(value)}
        onBlur={() => undefined}
        inputRef={() => undefined}
        label={t('copy.label')}
        options={sources.map((s) => ({ value: s.value, label: s.label }))}
      />
      <button
        type="button"
        className="button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          setCopied(null);
          onCopy(source.answers)
            .then(
              // Confirmed by the portal's toast (platform §9), long: it names the estates.
              () =>
                getBridge().toasts.show({
                  message: t('copy.done', { estates: source.label }),
                  duration: 'long',
                }),
              (error: unknown) => {
                const message = t('copy.notSaved', {
                  estates: source.label,
                  reason: problemMessage(error, visionAndGoalsProblems),
                });
                // Said here, where the member is, and as an error toast.
                setCopied(message);
                getBridge().toasts.show({ message, kind: 'error' });
              },
            )
            .finally(() => setBusy(false));
        }}
      >
        {busy ? t('saving') : t('copy.button')}
      </button>
      {copied && (
        <p role="alert" className="alert alert-error">
          {copied}
        </p>
      )}
    </div>
  );
}
