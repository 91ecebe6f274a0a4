import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AlertBoundary } from './AlertBoundary.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';

/** What a chunk shows while it loads and, when given, if it fails to load or to render. */
export interface ChunkTexts {
  loading: () => string;
  /** Without it a failure goes on to the element's own error boundary. */
  failed?: () => string;
}

/**
 * A part of an element in a chunk of its own (a chart, a map, a dialog with the forms kit),
 * fetched the first time it renders: the kit's LoadingStatus while it loads and, with a
 * `failed` text, an alert in its place when it fails, so the rest of the screen stays.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: ChunkTexts,
): (props: P) => ReactNode {
  const Chunk = lazy(() => load().then((component) => ({ default: component })));
  return function LazyChunk(props: P) {
    const suspended = (
      <Suspense fallback={<LoadingStatus>{texts.loading()}</LoadingStatus>}>
        <Chunk {...props} />
      </Suspense>
    );
    return texts.failed ? (
      <AlertBoundary text={texts.failed()}>{suspended}</AlertBoundary>
    ) : (
      suspended
    );
  };
}
