import { useId } from 'react';
import {
  certificationSteps,
  type CertificationStep,
} from '../../shared/contracts/certification/guard.ts';
import { Apply } from './Apply.tsx';
import { Choose } from './Choose.tsx';
import { Details } from './Details.tsx';
import { Intro } from './Intro.tsx';
import { t } from './t.ts';

/**
 * The steps of bli-certifierad (a lazy chunk: the video and signing load when the member
 * starts applying), each behind the guard (StepGuard.tsx), with where the member is.
 */
export default function Steps({ step }: { step: CertificationStep }) {
  const labelId = useId();
  const n = certificationSteps.indexOf(step) + 1;
  return (
    <>
      <nav aria-labelledby={labelId} className="certification-steps">
        <p id={labelId} className="visually-hidden">
          {t('steps.label')}
        </p>
        <ol>
          {certificationSteps.map((s, index) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {`${index + 1}. ${t(`steps.${s}`)}`}
            </li>
          ))}
        </ol>
      </nav>
      <p>{t('steps.position', { n })}</p>
      {step === 'intro' && <Intro />}
      {step === 'details' && <Details />}
      {step === 'choose' && <Choose />}
      {step === 'apply' && <Apply />}
    </>
  );
}
