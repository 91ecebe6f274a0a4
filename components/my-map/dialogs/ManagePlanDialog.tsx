import { useEffect, useRef, useState } from 'react';
import { isMyMapFeatureOn } from '../../../shared/contracts/my-map/features.ts';
import { downloadRoutePdf } from '../../../shared/api/downloadPdf.ts';
import { saveFile } from '../../../shared/api/saveFile.ts';
import type { Calculation, Calculations } from '../../../shared/contracts/my-map/calculations.ts';
import type { Plan } from '../../../shared/contracts/my-map.ts';
import { myMapProblems } from '../../../shared/contracts/my-map/problems.ts';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';
import { useDownload } from '../../../shared/elements/useDownload.ts';
import { useLoad } from '../../../shared/elements/useLoad.ts';
import { ModalDialog } from '../../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../../shared/elements/useModalDialog.ts';
import { formatDate } from '../../../shared/format/index.ts';
import { errorText, failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { num } from '../format.ts';
import { t } from '../t.ts';
import { LoadFailure } from '../../../shared/elements/LoadFailure.tsx';
import { LabelValueList } from '../../../shared/elements/LabelValueList.tsx';
import { CloseFooter } from '../../../shared/forms/FormFooter.tsx';

/** How often an unfinished calculation is asked about (the server's x-polling-interval). */
const pollMs = 2000;

/**
 * Manage plan (MyMapManagePlan, §2.3): the plan as a PDF, plan projection (MyMapProjection)
 * and report calculation (MyMapReportCalculation), each with §8's failure and retry.
 */
export default function ManagePlanDialog({ plan, onClose }: { plan: Plan; onClose(): void }) {
  const { calls, flags, portal } = useMyMap();
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, closeButton);
  const { close } = dialog;
  const projectionOn = isMyMapFeatureOn(flags, 'projection');
  const reportOn = isMyMapFeatureOn(flags, 'reportCalculation');

  const pdf = useDownload(
    (signal) => downloadRoutePdf(calls, 'getPlanPdf', { params: { planId: plan.id }, signal }),
    failureText('PlanPdfFailed'),
    saveFile,
  );

  const key = portal.profileKey === null ? null : `${portal.profileKey}:${plan.id}:calculations`;
  const list = useLoad(projectionOn || reportOn ? key : null, (signal) =>
    calls.listCalculations({ params: { planId: plan.id }, signal }),
  );
  const running =
    list.state === 'loaded' && list.data.calculations.some((c) => c.state === 'inProgress');
  const { refresh } = list;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(refresh, pollMs);
    return () => clearTimeout(timer);
  }, [running, refresh, list]);

  return (
    <ModalDialog dialog={dialog} title={t('manage.title', { estate: plan.estateDesignation })}>
      <h3>{t('manage.pdfHeading')}</h3>
      <p>{t('manage.pdfText')}</p>
      <button
        type="button"
        className="button"
        aria-disabled={pdf.busy || undefined}
        onClick={() => void pdf.download()}
      >
        {pdf.state.kind === 'error' ? t('retry') : t('manage.pdf')}
      </button>
      <p role="status">
        {pdf.state.kind === 'busy' && t('manage.pdfBusy')}
        {pdf.state.kind === 'done' && t('manage.pdfDone')}
      </p>
      {pdf.state.kind === 'error' && (
        <p role="alert" className="alert alert-error">
          {pdf.state.message}
        </p>
      )}
      {(projectionOn || reportOn) &&
        (list.state === 'loading' ? (
          <LoadingStatus>{t('manage.loading')}</LoadingStatus>
        ) : list.state === 'error' ? (
          <LoadFailure
            message={errorText(list.error)}
            retryLabel={t('retry')}
            onRetry={list.reload}
          />
        ) : (
          <>
            {projectionOn && <Projection plan={plan} data={list.data} onStarted={list.refresh} />}
            {reportOn && <Report plan={plan} data={list.data} onStarted={list.refresh} />}
          </>
        ))}
      <CloseFooter label={t('close')} onClose={close} buttonRef={closeButton} primary />
    </ModalDialog>
  );
}

type Start = 'idle' | 'busy' | { error: string };

/** A start button's call: busy while it runs, the §8 message (with retry) when it fails. */
function useStart(
  start: () => Promise<unknown>,
  failure: (error: unknown) => string,
  done: () => void,
) {
  const [state, setState] = useState<Start>('idle');
  async function run() {
    if (state === 'busy') return;
    setState('busy');
    try {
      await start();
      setState('idle');
      done();
    } catch (error) {
      setState({ error: failure(error) });
    }
  }
  return { state, run };
}

const latest = (data: Calculations, kind: Calculation['kind']) =>
  data.calculations.find((c) => c.kind === kind);

function Projection({
  plan,
  data,
  onStarted,
}: {
  plan: Plan;
  data: Calculations;
  onStarted(): void;
}) {
  const { calls } = useMyMap();
  const start = useStart(
    () => calls.startProjection({ params: { planId: plan.id } }),
    failureText('ProjectionFailed'),
    onStarted,
  );
  const last = latest(data, 'projection');
  return (
    <>
      <h3>{t('manage.projectionHeading')}</h3>
      <p>
        {data.projection.projectedTo
          ? t('manage.projectedTo', { date: formatDate(data.projection.projectedTo) })
          : t('manage.neverProjected')}
      </p>
      {data.projection.available ? (
        <button
          type="button"
          className="button"
          aria-disabled={start.state === 'busy' || last?.state === 'inProgress' || undefined}
          onClick={() => {
            if (last?.state !== 'inProgress') void start.run();
          }}
        >
          {t('manage.project', { date: formatDate(data.projection.nextSeason) })}
        </button>
      ) : (
        <p className="alert alert-info">{myMapProblems.ProjectionDisabled.message}</p>
      )}
      {typeof start.state === 'object' && (
        <p role="alert" className="alert alert-error">
          {start.state.error}
        </p>
      )}
      <p role="status">
        {last?.state === 'inProgress' && t('manage.inProgress')}
        {last?.state === 'completed' &&
          last.projection &&
          (last.projection.seasons === 0
            ? t('manage.projectionUpToDate', { date: formatDate(last.projection.projectedTo) })
            : t('manage.projectionDone', {
                seasons: last.projection.seasons,
                count: last.projection.compartments,
                date: formatDate(last.projection.projectedTo),
              }))}
      </p>
      {last?.state === 'error' && (
        <p role="alert" className="alert alert-error">
          {myMapProblems.ProjectionFailed.message}
        </p>
      )}
    </>
  );
}

function Report({ plan, data, onStarted }: { plan: Plan; data: Calculations; onStarted(): void }) {
  const { calls } = useMyMap();
  const start = useStart(
    () => calls.startReportCalculation({ params: { planId: plan.id } }),
    failureText('ReportCalculationFailed'),
    onStarted,
  );
  const last = latest(data, 'report');
  const report = last?.state === 'completed' ? last.report : null;
  return (
    <>
      <h3>{t('manage.reportHeading')}</h3>
      {data.report.available ? (
        <button
          type="button"
          className="button"
          aria-disabled={start.state === 'busy' || undefined}
          onClick={() => void start.run()}
        >
          {t('manage.report')}
        </button>
      ) : (
        <p className="alert alert-info">{myMapProblems.ReportCalculationDisabled.message}</p>
      )}
      {typeof start.state === 'object' && (
        <p role="alert" className="alert alert-error">
          {start.state.error}
        </p>
      )}
      <p role="status">{last?.state === 'inProgress' && t('manage.inProgress')}</p>
      {last?.state === 'error' && (
        <p role="alert" className="alert alert-error">
          {myMapProblems.ReportCalculationFailed.message}
        </p>
      )}
      {report && (
        <LabelValueList
          rows={[
            [t('manage.reportDate'), formatDate(report.calculatedOn)],
            [t('manage.reportArea'), t('unit.ha', { value: num(report.areaHa) })],
            [t('manage.reportVolume'), t('unit.m3sk', { value: num(report.volumeM3sk) })],
            [
              t('manage.reportGrowth'),
              t('manage.perYear', { value: num(report.growthM3skPerYear) }),
            ],
            [
              t('manage.reportHarvest'),
              t('manage.harvest', {
                volume: num(report.proposedHarvestM3sk),
                count: report.proposedActivities,
              }),
            ],
            [
              t('manage.reportClasses'),
              report.maturityClassAreas
                .map((c) => `${c.maturityClass} ${t('unit.ha', { value: num(c.areaHa) })}`)
                .join(', '),
            ],
          ]}
          className="my-map-facts"
        />
      )}
    </>
  );
}
