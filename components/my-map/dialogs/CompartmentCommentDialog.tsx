import { compartmentCommentSchema, compartmentLimits } from '../../../shared/contracts/my-map.ts';
import { FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../../shared/forms/useForm.ts';
import { failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { t } from '../t.ts';
import { closeThen, DialogForm, FormDialog, type CompartmentDialogProps } from './FormDialog.tsx';

/** MyMapCompartmentComment: the owner's comment on a compartment, at most 3000 characters. */
export default function CompartmentCommentDialog({
  planId,
  compartment,
  onSaved,
  onClose,
}: CompartmentDialogProps) {
  const { calls } = useMyMap();
  return (
    <FormDialog title={t('comment.title', { number: compartment.number })} onClose={onClose}>
      {({ dirty, requestClose, close }) => (
        <CommentForm
          initial={compartment.comment}
          dirty={dirty}
          requestClose={requestClose}
          save={async (body) =>
            closeThen(
              close,
              onSaved,
            )(
              await calls.commentCompartment({
                params: { planId, compartmentId: compartment.id },
                body,
              }),
            )
          }
        />
      )}
    </FormDialog>
  );
}

function CommentForm({
  initial,
  dirty,
  requestClose,
  save,
}: {
  initial: string;
  dirty: { current: boolean };
  requestClose(): void;
  save(body: { comment: string }): Promise<void>;
}) {
  const form = useForm({
    schema: compartmentCommentSchema,
    initial: { comment: initial },
    onSubmit: save,
    failureMessage: failureText('PlanSaveFailed'),
  });
  return (
    <DialogForm form={form} dirty={dirty}>
      <TextAreaField
        {...form.field('comment')}
        label={t('comment.label')}
        hint={t('comment.hint')}
        maxLength={compartmentLimits.commentMax}
      />
      <FormFooter form={form} submitLabel={t('edit.save')} onCancel={requestClose} />
    </DialogForm>
  );
}
