import { z } from 'zod/mini';
import { certificateTypes, certificationMessages } from '../../shared/contracts/certification.ts';
import { selectableCertificates } from '../../shared/contracts/certification/guard.ts';
import { RadioGroup } from '../../shared/forms/fields.tsx';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { useCertification } from './context.tsx';
import { certificationPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

const chooseSchema = z.object({
  certificateType: z.enum(certificateTypes, { error: certificationMessages.certificateType }),
});

/**
 * bli-certifierad/valj-certifiering (§2, §4): FSC, PEFC or both; a member certified for one
 * chooses the other or both.
 */
export function Choose() {
  const { state, progress, go } = useCertification();
  const eligibility = state.state === 'loaded' ? state.data.eligibility : null;
  const choices = eligibility ? selectableCertificates(eligibility) : [];
  const initial = progress.progress.selectedCertification;
  const form = useForm({
    schema: chooseSchema,
    initial: {
      certificateType: initial && choices.includes(initial) ? initial : null,
    },
    onSubmit: ({ certificateType }) => {
      progress.choose(certificateType);
      go('certificationApply');
    },
  });
  if (!eligibility) return null;
  const held = eligibility.isFscCertified ? 'FSC' : eligibility.isPefcCertified ? 'PEFC' : null;
  return (
    <>
      <h3>{t('choose.heading')}</h3>
      {held && <p>{t('choose.held', { type: t(`type.${held}`) })}</p>}
      <form {...form.formProps} className="form">
        <ErrorSummary form={form} heading={t('apply.summary')} />
        <RadioGroup
          {...form.field('certificateType')}
          label={t('choose.legend')}
          required
          options={choices.map((value) => ({
            value,
            label: t(`choose.${value}`),
            hint: t(`choose.hint.${value}`),
          }))}
        />
        <div className="form-footer">
          <PortalLink href={certificationPath('certificationDetails')} className="button">
            {t('steps.back')}
          </PortalLink>
          <button type="submit" className="button button-primary">
            {t('steps.next')}
          </button>
        </div>
      </form>
    </>
  );
}
