import { useEffect, useRef, useState } from 'react';
import type { Survey, SurveyBody } from '../../shared/contracts/vision-and-goals.ts';
import { visionAndGoalsProblems } from '../../shared/contracts/vision-and-goals/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { useRoute } from '../../shared/elements/portal.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { useVisionCalls } from './api.ts';
import { VisionContext, type VisionContextValue } from './context.tsx';
import { VisionHome } from './VisionHome.tsx';
import { visionPath, type VisionRouteId } from './paths.ts';
import { useVisionPortal } from './portal.ts';
import { Preview } from './Preview.tsx';
import { SentPage } from './SentPage.tsx';
import { GroupStep, PersonalStep } from './Steps.tsx';
import { t } from './t.ts';
import { LoadState, type LoadTexts } from '../../shared/elements/LoadState.tsx';

const loadTexts: LoadTexts = {
  loading: t('loading'),
  failure: (error) => problemMessage(error, visionAndGoalsProblems),
  retry: t('retry'),
};

/**
 * portal-vision-and-goals, "Vilja och mål" (economy-membership §2, §4): the home with the
 * survey's status, and the survey: the personal step, one step per use-right group, the
 * preview with the message to the adviser, and the thank-you page (only after sending from
 * the preview: a direct visit goes to the home). The answers live in the element while the
 * member moves between steps; "Spara och stäng" saves a draft.
 */
export function VisionAndGoalsElement(_props: ServiceElementProps) {
  const portal = useVisionPortal();
  const calls = useVisionCalls(portal.api);
  const load = useLoad(portal.profileKey && `${portal.profileKey}:survey`, (signal) =>
    calls.getSurvey({ signal }),
  );
  if (load.state !== 'loaded') return <LoadState load={load} texts={loadTexts} />;
  return <Survey key={portal.profileKey} loaded={load.data} />;
}

function Survey({ loaded }: { loaded: Survey }) {
  const portal = useVisionPortal();
  const calls = useVisionCalls(portal.api);
  const route = useRoute();
  const [survey, setSurvey] = useState(loaded);
  const [answers, setAnswers] = useState<SurveyBody>(loaded.answers);
  const [sentFromSurvey, setSentFromSurvey] = useState(false);
  const id = (route.id ?? 'visionHome') as VisionRouteId;
  const groupId = route.params.useRightGroupId;

  const value: VisionContextValue = {
    portal,
    calls,
    survey,
    answers,
    setAnswers,
    saved: (next) => {
      setSurvey(next);
      setAnswers(next.answers);
    },
    go: (to, useRightGroupId) => portal.navigate(visionPath(to, portal.slug, useRightGroupId)),
    sentFromSurvey,
    markSent: () => setSentFromSurvey(true),
  };
  // Leaving the thank-you page ends it: coming back needs a new send.
  const onSentPage = id === 'visionSent' || id === 'visionSentGroup';
  const wasOnSentPage = useRef(onSentPage);
  useEffect(() => {
    if (wasOnSentPage.current && !onSentPage) setSentFromSurvey(false);
    wasOnSentPage.current = onSentPage;
  }, [onSentPage]);

  return (
    <VisionContext.Provider value={value}>
      <div className="vision">
        <Page id={id} groupId={groupId} />
      </div>
    </VisionContext.Provider>
  );
}

function Page({ id, groupId }: { id: VisionRouteId; groupId: string | undefined }) {
  switch (id) {
    case 'visionSurvey':
      return <PersonalStep />;
    case 'visionGroup':
      return <GroupStep useRightGroupId={groupId ?? ''} />;
    case 'visionPreview':
    case 'visionPreviewGroup':
      return <Preview useRightGroupId={groupId} />;
    case 'visionSent':
    case 'visionSentGroup':
      return <SentPage useRightGroupId={groupId} />;
    default:
      return <VisionHome />;
  }
}
