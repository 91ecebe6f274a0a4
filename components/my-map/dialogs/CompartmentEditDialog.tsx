import { compartmentEditSchema, type Compartment } from '../../../shared/contracts/my-map.ts';
import { Checkbox, TextField } from '../../../shared/forms/fields.tsx';
import { FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { useForm } from '../../../shared/forms/useForm.ts';
import { failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { t } from '../t.ts';
import {
  closeThen,
  DialogForm,
  FormDialog,
  numberInput,
  type CompartmentDialogProps,
} from './FormDialog.tsx';

interface Values {
  age: string;
  heightM: string;
  diameterCm: string;
  basalAreaM2PerHa: string;
  volumeM3skPerHa: string;
  ownResponsibility: boolean;
}

const text = (value: number) => String(value).replace('.', ',');

/** The five figures in page order, alike but for their texts and whole or decimal numbers. */
const figures = [
  ['age', 'age', 'numeric'],
  ['heightM', 'height', 'decimal'],
  ['diameterCm', 'diameter', 'decimal'],
  ['basalAreaM2PerHa', 'basalArea', 'decimal'],
  ['volumeM3skPerHa', 'volume', 'decimal'],
] as const;

/** MyMapCompartmentEdit: the owner's own figures, within the ranges, on their own responsibility. */
export default function CompartmentEditDialog({
  planId,
  compartment,
  onSaved,
  onClose,
}: CompartmentDialogProps) {
  return (
    <FormDialog title={t('edit.title', { number: compartment.number })} onClose={onClose}>
      {({ dirty, requestClose, close }) => (
        <EditForm
          {...{ planId, compartment, dirty, requestClose }}
          onSaved={closeThen(close, onSaved)}
        />
      )}
    </FormDialog>
  );
}

function EditForm({
  planId,
  compartment: c,
  onSaved,
  dirty,
  requestClose,
}: {
  planId: string;
  compartment: Compartment;
  onSaved(next: Compartment): void;
  dirty: { current: boolean };
  requestClose(): void;
}) {
  const { calls } = useMyMap();
  const form = useForm({
    schema: compartmentEditSchema,
    toInput: (v: Values) => ({
      age: numberInput(v.age),
      heightM: numberInput(v.heightM),
      diameterCm: numberInput(v.diameterCm),
      basalAreaM2PerHa: numberInput(v.basalAreaM2PerHa),
      volumeM3skPerHa: numberInput(v.volumeM3skPerHa),
      ownResponsibility: v.ownResponsibility,
    }),
    initial: {
      age: String(c.age),
      heightM: text(c.heightM),
      diameterCm: text(c.diameterCm),
      basalAreaM2PerHa: text(c.basalAreaM2PerHa),
      volumeM3skPerHa: text(c.volumeM3skPerHa),
      ownResponsibility: false,
    },
    onSubmit: async (body) => {
      onSaved(await calls.editCompartment({ params: { planId, compartmentId: c.id }, body }));
    },
    failureMessage: failureText('PlanSaveFailed'),
  });
  return (
    <DialogForm form={form} dirty={dirty}>
      {figures.map(([name, words, inputMode]) => (
        <TextField
          key={name}
          {...form.field(name)}
          label={t(`edit.${words}`)}
          hint={t(`edit.${words}Hint`)}
          inputMode={inputMode}
          width="short"
          required
        />
      ))}
      <Checkbox {...form.field('ownResponsibility')} label={t('edit.ownResponsibility')} required />
      <FormFooter form={form} submitLabel={t('edit.save')} onCancel={requestClose} />
    </DialogForm>
  );
}
