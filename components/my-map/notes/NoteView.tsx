import { useEffect, useId, useRef, useState } from 'react';
import { isMyMapFeatureOn } from '../../../shared/contracts/my-map/features.ts';
import type { Note } from '../../../shared/contracts/my-map.ts';
import { formatDate } from '../../../shared/format/index.ts';
import { LabelValueList, type LabelValueRow } from '../../../shared/elements/LabelValueList.tsx';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog.tsx';
import { todayInSweden } from '../../../shared/time/index.ts';
import { failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { NoteDialog } from '../dialogs/lazy.tsx';
import { paths } from '../paths.ts';
import { t } from '../t.ts';
import { NoteImageList } from './NoteImages.tsx';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';

/** One note: its fields, the salvage duty of a large windthrow, edit, mark done, delete. */
export function NoteView({ note, onChanged }: { note: Note | null; onChanged(): void }) {
  const { portal, calls, map, flags } = useMyMap();
  const headingId = useId();
  const [dialog, setDialog] = useState<'edit' | 'done' | 'delete' | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note) map.current?.showPoint(note.position);
  }, [note, map]);
  const back = (
    <p>
      <PortalLink href={paths.notes(portal.slug)}>{t('note.back')}</PortalLink>
    </p>
  );
  if (!note)
    return (
      <div>
        {back}
        <p className="alert alert-info">{t('note.notFound')}</p>
      </div>
    );
  const closeDialog = () => {
    setDialog(null);
    actions.current?.querySelector('button')?.focus();
  };
  const rows: LabelValueRow[] = [
    [t('notes.status'), t(`noteStatus.${note.status}`)],
    [t('notes.created'), formatDate(note.createdAt)],
    [t('note.trees'), note.numberOfTrees !== null && String(note.numberOfTrees)],
    [
      t('note.volume'),
      note.volumeM3skPerHa !== null && t('unit.m3skHa', { value: note.volumeM3skPerHa }),
    ],
    [t('note.species'), note.mainTreeSpecies && t(`species.${note.mainTreeSpecies}`)],
    [t('note.forestType'), note.forestType && t(`forestType.${note.forestType}`)],
    [
      t('note.position'),
      t('note.positionValue', {
        n: Math.round(note.position.n).toLocaleString('sv-SE'),
        e: Math.round(note.position.e).toLocaleString('sv-SE'),
      }),
    ],
    [
      t('noteStatus.Executed'),
      note.status === 'Executed' &&
        note.executedDate &&
        t('note.executed', { by: note.executedBy ?? '', date: formatDate(note.executedDate) }),
    ],
  ];
  return (
    <article aria-labelledby={headingId}>
      {back}
      <h2 id={headingId}>
        {t('note.heading', { type: t(`noteType.${note.type}`), estate: note.estateDesignation })}
      </h2>
      {note.salvageDuty && <p className="alert alert-warning">{t('note.salvageDuty')}</p>}
      {note.comment && <p className="my-map-comment">{note.comment}</p>}
      <LabelValueList rows={rows} className="my-map-facts" />
      <NoteImageList note={note} />
      {portal.canWrite && isMyMapFeatureOn(flags, 'noteWriting') && (
        <div className="toolbar" ref={actions}>
          <button type="button" className="button" onClick={() => setDialog('edit')}>
            {t('note.edit')}
          </button>
          {note.status !== 'Executed' && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setDialog('done')}
            >
              {t('note.markDone')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setDialog('delete')}
          >
            {t('note.delete')}
          </button>
        </div>
      )}
      {dialog === 'edit' && (
        <NoteDialog
          note={note}
          onSaved={() => {
            closeDialog();
            onChanged();
          }}
          onClose={closeDialog}
        />
      )}
      {dialog === 'done' && (
        <ConfirmDialog
          title={t('note.doneTitle')}
          text={t('note.doneText')}
          confirmLabel={t('note.doneConfirm')}
          busyLabel={t('note.doneBusy')}
          cancelLabel={t('note.keep')}
          onConfirm={() =>
            calls.markNoteDone({
              params: { noteId: note.id },
              body: { executedBy: '', executedDate: todayInSweden() },
            })
          }
          failureText={failureText('NoteMarkDoneFailed')}
          onConfirmed={() => {
            setDialog(null);
            onChanged();
          }}
          onCancel={closeDialog}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('note.deleteTitle')}
          text={t('note.deleteText')}
          confirmLabel={t('note.deleteConfirm')}
          busyLabel={t('note.deleting')}
          cancelLabel={t('note.keep')}
          onConfirm={() => calls.deleteNote({ params: { noteId: note.id } })}
          failureText={failureText('NoteDeleteFailed')}
          onConfirmed={() => {
            setDialog(null);
            onChanged();
            portal.navigate(paths.notes(portal.slug));
          }}
          onCancel={closeDialog}
        />
      )}
    </article>
  );
}
