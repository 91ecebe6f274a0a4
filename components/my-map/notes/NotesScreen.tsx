import { useId, useRef, useState } from 'react';
import { isMyMapFeatureOn } from '../../../shared/contracts/my-map/features.ts';
import { noteTypes, type Note } from '../../../shared/contracts/my-map.ts';
import { DataTable } from '../../../shared/elements/DataTable.tsx';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../../shared/elements/useLoad.ts';
import { formatDate } from '../../../shared/format/index.ts';
import { errorText } from '../api.ts';
import { useMyMap, useShowNote } from '../context.tsx';
import { NoteDialog } from '../dialogs/lazy.tsx';
import { LazyMap } from '../map/LazyMap.tsx';
import { defaultExtent } from '../map/mapHandle.ts';
import { paths } from '../paths.ts';
import { MapLayout } from '../plan/MapLayout.tsx';
import { t } from '../t.ts';
import type { NoteDisplay } from './noteFilter.ts';
import { NoteView } from './NoteView.tsx';
import { LoadFailure } from '../../../shared/elements/LoadFailure.tsx';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';
import { ToolbarSelect, type ToolbarOptions } from '../ToolbarSelect.tsx';

const columns = [
  { label: t('notes.type') },
  { label: t('notes.created') },
  { label: t('notes.status') },
  { label: t('notes.estate') },
];

const displays: ToolbarOptions<NoteDisplay> = [
  ['all', t('notes.displayAll')],
  ['hide3m', t('notes.display3m')],
  ['hide1y', t('notes.display1y')],
  ['none', t('notes.displayNone')],
];
const types: ToolbarOptions<string> = [
  ['all', t('notes.typeAll')],
  ...noteTypes.map((value) => [value, t(`noteType.${value}`)] as const),
];

/** The notes (MapNotes) beside the map: display and type filters, a note, a new note. */
export function NotesScreen({ noteId }: { noteId: string | null }) {
  const { portal, calls, overview, flags, map, noteFilter, setNoteFilter } = useMyMap();
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const { display, type } = noteFilter;
  const [adding, setAdding] = useState(false);
  const notes = useLoad(portal.profileKey && `${portal.profileKey}:notes`, (signal) =>
    calls.listNotes({ signal }),
  );
  // One filter for the list and the map's markers (the plan screens' map too).
  const showNote = useShowNote();
  const openNote = useRef<Note | null>(null);
  openNote.current =
    (noteId && notes.state === 'loaded' && notes.data.notes.find((n) => n.id === noteId)) || null;
  const changed = () => {
    notes.refresh();
    map.current?.refresh();
  };

  let list;
  if (notes.state === 'loading') list = <LoadingStatus>{t('loading')}</LoadingStatus>;
  else if (notes.state === 'error')
    list = (
      <LoadFailure
        message={errorText(notes.error)}
        retryLabel={t('retry')}
        onRetry={notes.reload}
      />
    );
  else if (noteId)
    list = (
      <NoteView
        key={noteId}
        note={notes.data.notes.find((n) => n.id === noteId) ?? null}
        onChanged={changed}
      />
    );
  else {
    const shown = notes.data.notes.filter((n: Note) => showNote(n));
    list = (
      <div>
        <h2 id={headingId}>{t('notes.heading')}</h2>
        <div className="toolbar my-map-filters">
          <ToolbarSelect
            label={t('notes.display')}
            value={display}
            options={displays}
            onChange={(value) => setNoteFilter({ ...noteFilter, display: value })}
          />
          <ToolbarSelect
            label={t('notes.type')}
            value={type}
            options={types}
            onChange={(value) => setNoteFilter({ ...noteFilter, type: value })}
          />
          {portal.canWrite && isMyMapFeatureOn(flags, 'noteWriting') && (
            <button
              ref={addButton}
              type="button"
              className="button"
              onClick={() => setAdding(true)}
            >
              {t('notes.add')}
            </button>
          )}
        </div>
        <p role="status">
          {display === 'none' ? t('notes.hidden') : t('notes.count', { count: shown.length })}
        </p>
        {shown.length > 0 && (
          <DataTable
            name={{ labelledBy: headingId }}
            className="data-table my-map-table"
            columns={columns}
          >
            {shown.map((n) => (
              <tr key={n.id}>
                <th scope="row">
                  <PortalLink href={paths.note(portal.slug, n.id)}>
                    {t(`noteType.${n.type}`)}
                  </PortalLink>
                </th>
                <td>{formatDate(n.createdAt)}</td>
                <td>{t(`noteStatus.${n.status}`)}</td>
                <td>{n.estateDesignation}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    );
  }

  return (
    <section className="my-map-notes">
      <MapLayout
        list={list}
        map={
          <LazyMap
            planId={overview.plans[0]?.id ?? null}
            extent={
              (overview.estates.find((e) => e.hasPlan) ?? overview.estates[0])?.extent ??
              defaultExtent
            }
            selectedId={null}
            onSelect={() => undefined}
            onSelectNote={(id) => portal.navigate(paths.note(portal.slug, id))}
            showNote={showNote}
            onReady={(handle) => {
              map.current = handle;
              // A note opened before the map was ready (a direct link) is marked now: the
              // note view's own call found no map then.
              if (openNote.current) handle.showPoint(openNote.current.position);
            }}
          />
        }
      />
      {adding && (
        <NoteDialog
          note={null}
          onSaved={(saved) => {
            setAdding(false);
            changed();
            portal.navigate(paths.note(portal.slug, saved.id));
          }}
          onClose={() => {
            setAdding(false);
            addButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
