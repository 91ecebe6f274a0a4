import { lazy, Suspense, type ComponentType } from 'react';
import { t } from '../t.ts';

const fallback = <p role="status">{t('opening')}</p>;

/** The modals carry the forms kit: chunks of their own, fetched when one opens. */
function dialogChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Chunk = lazy(load);
  return function DialogChunk(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}

export const ActivityDialog = dialogChunk(() => import('./ActivityDialog.tsx'));
export const CompartmentEditDialog = dialogChunk(() => import('./CompartmentEditDialog.tsx'));
export const CompartmentCommentDialog = dialogChunk(() => import('./CompartmentCommentDialog.tsx'));
export const NoteDialog = dialogChunk(() => import('./NoteDialog.tsx'));
export const ManagePlanDialog = dialogChunk(() => import('./ManagePlanDialog.tsx'));
export const CycleDialog = dialogChunk(() => import('./CycleDialog.tsx'));
