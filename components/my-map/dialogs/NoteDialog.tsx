import { useState } from 'react';
import {
  noteForestTypes,
  noteLimits,
  noteRequestSchema,
  noteStatusValues,
  noteTypes,
  noteTypesWithTrees,
  salvageDuty,
  treeSpecies,
  type Note,
} from '../../../shared/contracts/my-map.ts';
import {
  DateField,
  FieldGroup,
  FieldRow,
  SelectField,
  TextField,
} from '../../../shared/forms/fields.tsx';
import { FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../../shared/forms/useForm.ts';
import { failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { t } from '../t.ts';
import { closeThen, DialogForm, FormDialog, numberInput } from './FormDialog.tsx';
import { NoteImagesField, type ImageValue } from './NoteImagesField.tsx';

interface Values {
  type: string;
  comment: string;
  status: string;
  numberOfTrees: string;
  volumeM3skPerHa: string;
  mainTreeSpecies: string;
  forestType: string;
  position: { n: string; e: string };
  images: ImageValue[];
  executedBy: string;
  executedDate: string;
}

const withTrees = (type: string) => (noteTypesWithTrees as readonly string[]).includes(type);
const metres = (value: number) => String(Math.round(value));

function initialOf(note: Note | null): Values {
  return {
    type: note?.type ?? '',
    comment: note?.comment ?? '',
    status: note?.status ?? 'Active',
    numberOfTrees: note?.numberOfTrees === null || !note ? '' : String(note.numberOfTrees),
    volumeM3skPerHa:
      note?.volumeM3skPerHa === null || !note ? '' : String(note.volumeM3skPerHa).replace('.', ','),
    mainTreeSpecies: note?.mainTreeSpecies ?? '',
    forestType: note?.forestType ?? '',
    position: note ? { n: metres(note.position.n), e: metres(note.position.e) } : { n: '', e: '' },
    images: (note?.images ?? []).map(({ id, description }) => ({ id, description })),
    executedBy: note?.executedBy ?? '',
    executedDate: note?.executedDate ?? '',
  };
}

/** The note modal (MapNotes, §3 Note, §5 Note): asks before closing with unsaved changes. */
export default function NoteDialog({
  note,
  onSaved,
  onClose,
}: {
  note: Note | null;
  onSaved(saved: Note): void;
  onClose(): void;
}) {
  return (
    <FormDialog title={note ? t('noteForm.editTitle') : t('noteForm.addTitle')} onClose={onClose}>
      {({ dirty, requestClose, close }) => (
        <NoteForm {...{ note, dirty, requestClose }} onSaved={closeThen(close, onSaved)} />
      )}
    </FormDialog>
  );
}

function NoteForm({
  note,
  onSaved,
  dirty,
  requestClose,
}: {
  note: Note | null;
  onSaved(saved: Note): void;
  dirty: { current: boolean };
  requestClose(): void;
}) {
  const { calls, map } = useMyMap();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'done' | 'failed' | 'noMarker'>(
    'idle',
  );
  const form = useForm({
    schema: noteRequestSchema,
    toInput: (v: Values) => ({
      type: v.type || undefined,
      comment: v.comment,
      status: v.status,
      numberOfTrees: withTrees(v.type) ? numberInput(v.numberOfTrees, null) : null,
      volumeM3skPerHa: v.type === 'Windthrow' ? numberInput(v.volumeM3skPerHa, null) : null,
      mainTreeSpecies: v.mainTreeSpecies || null,
      forestType: v.forestType || null,
      position:
        v.position.n.trim() === '' && v.position.e.trim() === ''
          ? undefined
          : { n: numberInput(v.position.n), e: numberInput(v.position.e) },
      images: v.images.map(({ id, description }) => ({ id, description })),
      executedBy: v.status === 'Executed' ? v.executedBy : null,
      executedDate: v.status === 'Executed' ? v.executedDate || null : null,
    }),
    initial: initialOf(note),
    onSubmit: async (body) => {
      onSaved(
        note
          ? await calls.updateNote({ params: { noteId: note.id }, body })
          : await calls.createNote({ body }),
      );
    },
    failureMessage: failureText('NoteSaveFailed'),
  });
  const v = form.values;
  const position = form.field('position');
  const setPosition = (point: { n: number; e: number }) =>
    position.onChange({ n: metres(point.n), e: metres(point.e) });
  const fromMarker = () => {
    const point = map.current?.markerPosition() ?? null;
    if (!point) return setLocating('noMarker');
    setPosition(point);
    setLocating('done');
  };
  const fromDevice = () => {
    const handle = map.current;
    if (!handle) return setLocating('failed');
    setLocating('busy');
    handle.devicePosition().then(
      (point) => {
        setPosition(point);
        setLocating('done');
      },
      () => setLocating('failed'),
    );
  };
  const volume = Number(v.volumeM3skPerHa.replace(',', '.'));
  const duty = salvageDuty(
    v.type,
    Number.isFinite(volume) && v.volumeM3skPerHa !== '' ? volume : null,
  );
  const options = (values: readonly string[], key: (value: string) => string) =>
    values.map((value) => ({ value, label: t(key(value) as never) }));

  return (
    <DialogForm form={form} dirty={dirty}>
      <SelectField
        {...form.field('type')}
        label={t('noteForm.type')}
        placeholder={t('noteForm.choose')}
        options={options(noteTypes, (x) => `noteType.${x}`)}
        required
      />
      <TextAreaField
        {...form.field('comment')}
        label={t('noteForm.comment')}
        hint={t('noteForm.commentHint')}
        maxLength={noteLimits.commentMax}
        rows={4}
      />
      <NoteImagesField {...form.field('images')} required={v.type === 'ImageMemo'} />
      {withTrees(v.type) && (
        <TextField
          {...form.field('numberOfTrees')}
          label={t('noteForm.trees')}
          inputMode="numeric"
          width="short"
          required
        />
      )}
      {v.type === 'Windthrow' && (
        <>
          <TextField
            {...form.field('volumeM3skPerHa')}
            label={t('noteForm.volume')}
            hint={t('noteForm.volumeHint')}
            inputMode="decimal"
            width="short"
          />
          {duty && (
            <p className="alert alert-warning" role="status">
              {t('note.salvageDuty')}
            </p>
          )}
        </>
      )}
      <SelectField
        {...form.field('mainTreeSpecies')}
        label={t('noteForm.species')}
        placeholder={t('noteForm.none')}
        options={options(treeSpecies, (x) => `species.${x}`)}
      />
      <SelectField
        {...form.field('forestType')}
        label={t('noteForm.forestType')}
        placeholder={t('noteForm.none')}
        options={options(noteForestTypes, (x) => `forestType.${x}`)}
      />
      <SelectField
        {...form.field('status')}
        label={t('noteForm.status')}
        options={options(noteStatusValues, (x) => `noteStatus.${x}`)}
        required
      />
      {v.status === 'Executed' && (
        <>
          <TextField
            {...form.field('executedBy')}
            label={t('noteForm.executedBy')}
            required
            autoComplete="name"
          />
          <DateField {...form.field('executedDate')} label={t('noteForm.executedDate')} required />
        </>
      )}
      <FieldGroup
        id={position.id}
        legend={t('noteForm.position')}
        hint={t('noteForm.positionHint')}
        error={position.error}
        required
      >
        <FieldRow>
          <TextField
            id={`${position.id}-n`}
            inputRef={position.inputRef}
            value={v.position.n}
            error={undefined}
            onChange={(n) => position.onChange({ ...v.position, n })}
            onBlur={position.onBlur}
            label={t('noteForm.n')}
            inputMode="numeric"
            width="medium"
          />
          <TextField
            id={`${position.id}-e`}
            value={v.position.e}
            error={undefined}
            onChange={(e) => position.onChange({ ...v.position, e })}
            onBlur={position.onBlur}
            label={t('noteForm.e')}
            inputMode="numeric"
            width="medium"
          />
        </FieldRow>
        <div className="toolbar">
          <button type="button" className="button button-secondary" onClick={fromMarker}>
            {t('noteForm.fromMarker')}
          </button>
          <button type="button" className="button button-secondary" onClick={fromDevice}>
            {t('noteForm.fromDevice')}
          </button>
        </div>
        <p role="status">
          {locating === 'busy'
            ? t('noteForm.locating')
            : locating === 'done'
              ? t('noteForm.located')
              : locating === 'noMarker'
                ? t('noteForm.noMarker')
                : ''}
        </p>
        {locating === 'failed' && (
          <p role="alert" className="alert alert-error">
            {t('noteForm.geolocationFailed')}
          </p>
        )}
      </FieldGroup>
      <FormFooter form={form} submitLabel={t('noteForm.save')} onCancel={requestClose} />
    </DialogForm>
  );
}
