import { useEffect, useRef, useState } from 'react';
import { assortmentLabels } from '../../shared/contracts/price-model.ts';
import {
  completeDeliverySchema,
  completeStatuses,
  deliveryLimits,
  fellingWeekLabel,
  type CompleteDeliveryInput,
  type CompleteStatus,
  type DeliveryDetail,
} from '../../shared/contracts/timber-deliveries.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { RadioGroup } from '../../shared/forms/fields.tsx';
import { MultiTextField } from '../../shared/forms/MultiTextField.tsx';
import { CloseFooter, FormFooter } from '../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { formatArea } from '../../shared/map/geo/measure.ts';
import { errorText, type DeliveryCalls } from './api.ts';
import { deliveryLocks } from './locks.ts';
import { t } from './t.ts';
import { formatQuantity } from '../../shared/format/units.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

type Step = 'information' | 'review' | 'completed';

/**
 * Complete the delivery (§2.1): information (e-mail, delivery status, message to the
 * transporter) → delivery review (landings, assortments, volumes, origin) → completed. A
 * final delivery marks every assortment final and closes the notification; a partial one
 * sends it and keeps it open (§3 delivery status final/notFinal).
 */
export function CompleteDialog({
  calls,
  detail,
  eudr,
  onClose,
}: {
  calls: DeliveryCalls;
  detail: DeliveryDetail;
  /** The flag Eudr: the review lists the origin only then. */
  eudr: boolean;
  onClose(changed: boolean): void;
}) {
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  const dialog = useModalDialog(() => onClose(changed.current), 'first');
  const { close } = dialog;
  const [step, setStep] = useState<Step>('information');
  const [body, setBody] = useState<CompleteDeliveryInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { delivery } = detail;
  // The landing list offers no completing while locked; should the dialog open on such a
  // delivery all the same, it shows the reason rather than a form the server would refuse.
  const locks = deliveryLocks(delivery);
  const lockReason = locks.assortmentsLocked ? locks.reason : null;

  useEffect(() => {
    if (step !== 'information') stepHeading.current?.focus();
  }, [step]);

  const form = useForm({
    schema: completeDeliverySchema,
    initial: {
      // The addresses sent last time, else one empty row.
      emails: detail.emails.length > 0 ? detail.emails : [''],
      // §5: the member chooses; no default.
      deliveryStatus: null as CompleteStatus | null,
      transporterMessage: detail.transporterMessage ?? '',
    },
    onSubmit: (parsed) => {
      setBody(parsed);
      setFailure(null);
      setStep('review');
    },
  });

  const complete = async () => {
    if (!body || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await calls.completeDelivery({ params: { deliveryId: delivery.id }, body });
      changed.current = true;
      setStep('completed');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };
  const stepNumber = step === 'information' ? 1 : step === 'review' ? 2 : 3;
  const totalHa = detail.originAreas.reduce((sum, a) => sum + a.hectares, 0);

  return (
    <ModalDialog dialog={dialog} title={t('complete.title')}>
      <p>{t('complete.step', { n: stepNumber })}</p>
      {step === 'information' && lockReason && (
        <div>
          <p className="alert banner-info">{t(lockReason)}</p>
          <CloseFooter label={t('close')} onClose={close} primary />
        </div>
      )}
      {step === 'information' && !lockReason && (
        <form {...form.formProps} className="form">
          <p>{t('complete.info')}</p>
          <ErrorSummary form={form} />
          <MultiTextField
            {...form.field('emails')}
            type="email"
            autoComplete="email"
            label={t('complete.emails')}
            rowLabel={t('complete.email')}
            hint={t('complete.emailsHint', { max: deliveryLimits.emailsMax })}
            max={deliveryLimits.emailsMax}
            required
          />
          <RadioGroup<CompleteStatus>
            {...form.field('deliveryStatus')}
            label={t('complete.status')}
            required
            options={completeStatuses.map((status) => ({
              value: status,
              label: t(`complete.status.${status}`),
              hint: t(`complete.status.${status}.hint`),
            }))}
          />
          <TextAreaField
            {...form.field('transporterMessage')}
            label={t('complete.message')}
            maxLength={deliveryLimits.transporterMessageMax}
          />
          <FormFooter submitLabel={t('complete.next')} onCancel={close} cancelLabel={t('cancel')} />
        </form>
      )}
      {step === 'review' && body && (
        <div>
          <h3 ref={stepHeading} tabIndex={-1}>
            {t('complete.review')}
          </h3>
          <LabelValueList
            rows={[
              [t('col.order'), delivery.timberOrderNumber],
              [t('complete.emailsLabel', { count: body.emails.length }), body.emails.join(', ')],
              [t('complete.status'), t(`complete.status.${body.deliveryStatus}`)],
              [t('complete.message'), body.transporterMessage || '–'],
              [
                t('origin.heading'),
                eudr && (
                  <>
                    {t('origin.total', { ha: formatArea(totalHa * 10_000) })}
                    {detail.eudrVolume !== null &&
                      `, ${t('origin.volume', { volume: formatQuantity(detail.eudrVolume, 'm3fub') })}`}
                  </>
                ),
              ],
            ]}
            className="deliveries-info"
          />
          <ul>
            {detail.landings.map((landing) => (
              <li key={landing.id}>
                {landing.name}
                <ul>
                  {landing.assortments.map((a) => (
                    <li key={a.id}>
                      {`${assortmentLabels[a.assortment]}: ${formatQuantity(a.volume, 'm3fub')}, ${fellingWeekLabel(a.fellingWeek)}, ${a.numberOfStacks} travar`}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p>{t('complete.volumeTotal', { volume: formatQuantity(delivery.volume, 'm3fub') })}</p>
          <FormFooter
            form={{ failure, submitting: sending }}
            submitLabel={t('complete.confirm')}
            submittingLabel={t('complete.confirming')}
            onConfirm={complete}
            onCancel={() => setStep('information')}
            cancelLabel={t('complete.back')}
          />
        </div>
      )}
      {step === 'completed' && (
        <div>
          <h3 ref={stepHeading} tabIndex={-1}>
            {t('complete.done')}
          </h3>
          <p className="alert alert-success">
            {t(
              body?.deliveryStatus === 'notFinal'
                ? 'complete.doneTextNotFinal'
                : 'complete.doneText',
              {
                order: delivery.timberOrderNumber,
              },
            )}
          </p>
          <CloseFooter label={t('close')} onClose={close} primary />
        </div>
      )}
    </ModalDialog>
  );
}
