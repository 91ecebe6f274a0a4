import { useState } from 'react';
import { downloadErrorMessage } from '../../../shared/api/downloadFile.ts';
import { isApiError } from '../../../shared/api/apiError.ts';
import { downloadRoutePdf } from '../../../shared/api/downloadPdf.ts';
import { statementQuerySchema, type StatementQuery } from '../../../shared/contracts/accounts.ts';
import { ModalDialog } from '../../../shared/elements/ModalDialog.tsx';
import { useDownload } from '../../../shared/elements/useDownload.ts';
import { useModalDialog } from '../../../shared/elements/useModalDialog.ts';
import { ErrorSummary } from '../../../shared/forms/ErrorSummary.tsx';
import { DateField, FieldRow } from '../../../shared/forms/fields.tsx';
import { FormFailure, FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { useForm } from '../../../shared/forms/useForm.ts';
import { todayInSweden } from '../../../shared/time/index.ts';
import { errorText, type AccountsCalls } from '../api.ts';
import { shortenedTo } from './rules.ts';
import { t } from './t.ts';

type Values = { from: string; to: string };

const failureText = (error: unknown) =>
  isApiError(error, 'statementEmpty') || isApiError(error, 'statementUnavailable')
    ? errorText(error)
    : downloadErrorMessage(error);

/**
 * The account statement (economy-membership §2, §5): an interval of at most one year; a
 * longer one is shortened to a year (`statementLastDay`) and the member told, when they
 * leave a date field or send. The server makes the PDF; an empty interval, 'cannot be made
 * now' and a failed download each have their message.
 */
export function StatementDialog({ calls, onClose }: { calls: AccountsCalls; onClose(): void }) {
  const dialog = useModalDialog(onClose, 'first');
  const { close } = dialog;
  const [notice, setNotice] = useState<string | null>(null);
  const today = todayInSweden();
  // Inside the dialog: its outcome is said here, not in a toast behind it.
  const statement = useDownload(
    (signal, query: StatementQuery) => downloadRoutePdf(calls, 'getStatement', { query, signal }),
    failureText,
    undefined,
    undefined,
    true,
  );

  const form = useForm<Values, StatementQuery>({
    schema: statementQuerySchema,
    // A longer interval is not wrong: it is shortened (and the member told) below.
    toInput: (values) => ({ from: values.from, to: shortenedTo(values) }),
    initial: { from: `${today.slice(0, 4)}-01-01`, to: today },
    onSubmit: async (query, values) => {
      statement.reset();
      shorten(values);
      await statement.download(query);
    },
  });

  /** Shortens a longer interval in the form and says so. */
  function shorten(values: Values) {
    const to = shortenedTo(values);
    if (to === values.to) return;
    form.setValue('to', to);
    setNotice(t('statement.shortened', { to }));
  }

  const dateField = (name: keyof Values) => {
    const binding = form.field(name);
    return {
      ...binding,
      onChange: (value: string) => {
        statement.reset();
        binding.onChange(value);
      },
      onBlur: (event?: Parameters<typeof binding.onBlur>[0]) => {
        binding.onBlur(event);
        shorten(form.values);
      },
    };
  };

  return (
    <ModalDialog dialog={dialog} title={t('statement.title')}>
      <p>{t('statement.intro')}</p>
      <form {...form.formProps} className="form">
        <ErrorSummary form={form} />
        <FieldRow>
          <DateField {...dateField('from')} label={t('statement.from')} required />
          <DateField {...dateField('to')} label={t('statement.to')} required />
        </FieldRow>
        <div role="status" className="stack-tight">
          {notice && <p className="alert banner-info alert-spaced">{notice}</p>}
          {statement.state.kind === 'done' && (
            <p className="alert alert-success alert-spaced">{t('statement.done')}</p>
          )}
        </div>
        <FormFailure
          message={statement.state.kind === 'error' ? statement.state.message : form.failure}
        />
        <FormFooter
          submitLabel={t('statement.submit')}
          submittingLabel={t('statement.downloading')}
          submitting={form.submitting}
          onCancel={close}
          cancelLabel={t('close')}
        />
      </form>
    </ModalDialog>
  );
}
