import { useId, useRef } from 'react';
import { assortmentLabels, type Assortment } from '../../shared/contracts/price-model.ts';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import {
  stackTagOrderSchema,
  type StackTagOrderInput,
} from '../../shared/contracts/timber-deliveries.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { Checkbox, FieldGroup, FieldRow, TextField } from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import type { DeliveryCalls } from './api.ts';
import { t } from './t.ts';

interface Values {
  street: string;
  postalCode: string;
  city: string;
  /** Tags per assortment as typed; an empty count orders none of it. */
  lines: Record<string, string>;
  verified: boolean;
}

/**
 * Order stack tags (§2.1, §3 Stack tag order): the address prefilled from the member's, a
 * count per assortment of the agreement (so one order never names an assortment twice; the
 * server refuses a duplicate all the same), and the verification checkbox. A failed order
 * says the §8 message "stack tag order creation failed".
 */
export function StackTagDialog({
  calls,
  deliveryId,
  assortments,
  address,
  onClose,
}: {
  calls: DeliveryCalls;
  deliveryId: string;
  assortments: readonly Assortment[];
  address: { street: string; postalCode: string; city: string };
  onClose(ordered: boolean): void;
}) {
  const linesId = useId();
  const ordered = useRef(false);
  const dialog = useModalDialog(() => onClose(ordered.current), 'first');
  const { close } = dialog;
  const form = useForm<Values, StackTagOrderInput>({
    schema: stackTagOrderSchema,
    toInput: (v) => ({
      street: v.street,
      postalCode: v.postalCode,
      city: v.city,
      lines: Object.entries(v.lines)
        .filter(([, count]) => count.trim() !== '')
        .map(([assortment, count]) => ({ assortment, tags: Number(count.trim()) })),
      verified: v.verified,
    }),
    initial: {
      street: address.street,
      postalCode: address.postalCode,
      city: address.city,
      lines: Object.fromEntries(assortments.map((a) => [a, ''])),
      verified: false,
    },
    failureMessage: () => timberScreenMessages.stackTagOrderFailed,
    onSubmit: async (body) => {
      await calls.orderStackTags({ params: { deliveryId }, body });
      ordered.current = true;
      close();
    },
  });
  const lines = form.field('lines');

  return (
    <ModalDialog dialog={dialog} title={t('tags.title')}>
      <p>{t('tags.intro')}</p>
      <form {...form.formProps} className="form">
        <ErrorSummary form={form} />
        <TextField
          {...form.field('street')}
          label={t('tags.street')}
          autoComplete="street-address"
          required
        />
        <FieldRow>
          <TextField
            {...form.field('postalCode')}
            label={t('tags.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            width="short"
            required
          />
          <TextField
            {...form.field('city')}
            label={t('tags.city')}
            autoComplete="address-level2"
            required
          />
        </FieldRow>
        <FieldGroup id={lines.id} legend={t('tags.lines')} error={lines.error} required>
          {assortments.map((assortment, i) => (
            <TextField
              key={assortment}
              id={`${linesId}-${assortment}`}
              {...(i === 0 ? { inputRef: lines.inputRef } : {})}
              value={lines.value[assortment] ?? ''}
              error={undefined}
              onChange={(value) => lines.onChange({ ...lines.value, [assortment]: value })}
              onBlur={lines.onBlur}
              label={assortmentLabels[assortment]}
              inputMode="numeric"
              width="short"
            />
          ))}
        </FieldGroup>
        <Checkbox {...form.field('verified')} label={t('tags.verified')} required />
        <FormFooter
          form={form}
          submitLabel={t('tags.submit')}
          submittingLabel={t('tags.submitting')}
          onCancel={close}
          cancelLabel={t('cancel')}
        />
      </form>
    </ModalDialog>
  );
}
