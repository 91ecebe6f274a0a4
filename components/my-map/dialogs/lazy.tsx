import { lazy, Suspense, type ComponentProps } from 'react';
import { t } from '../t.ts';

/** The modals carry the forms kit: chunks of their own, fetched when one opens. */
const ActivityChunk = lazy(() => import('./ActivityDialog.tsx'));
const EditChunk = lazy(() => import('./CompartmentEditDialog.tsx'));
const CommentChunk = lazy(() => import('./CompartmentCommentDialog.tsx'));
const NoteChunk = lazy(() => import('./NoteDialog.tsx'));
const ManageChunk = lazy(() => import('./ManagePlanDialog.tsx'));
const CycleChunk = lazy(() => import('./CycleDialog.tsx'));

const fallback = <p role="status">{t('opening')}</p>;

export const ActivityDialog = (props: ComponentProps<typeof ActivityChunk>) => (
  <Suspense fallback={fallback}>
    <ActivityChunk {...props} />
  </Suspense>
);
export const CompartmentEditDialog = (props: ComponentProps<typeof EditChunk>) => (
  <Suspense fallback={fallback}>
    <EditChunk {...props} />
  </Suspense>
);
export const CompartmentCommentDialog = (props: ComponentProps<typeof CommentChunk>) => (
  <Suspense fallback={fallback}>
    <CommentChunk {...props} />
  </Suspense>
);
export const NoteDialog = (props: ComponentProps<typeof NoteChunk>) => (
  <Suspense fallback={fallback}>
    <NoteChunk {...props} />
  </Suspense>
);
export const ManagePlanDialog = (props: ComponentProps<typeof ManageChunk>) => (
  <Suspense fallback={fallback}>
    <ManageChunk {...props} />
  </Suspense>
);
export const CycleDialog = (props: ComponentProps<typeof CycleChunk>) => (
  <Suspense fallback={fallback}>
    <CycleChunk {...props} />
  </Suspense>
);
