import type { GsVideoModal } from './GsVideoModal.ts';

/**
 * Opens `modal` for every `gs-video-open` that reaches `root` (the page, a content area).
 * Returns the disconnect. The opener gets focus back when the modal closes.
 */
export function connectVideoModal(root: EventTarget, modal: GsVideoModal): () => void {
  const onOpen = (event: Event) => {
    const { videoId, title } = (event as CustomEvent<{ videoId: string; title: string }>).detail;
    modal.show(videoId, title);
  };
  root.addEventListener('gs-video-open', onOpen);
  return () => root.removeEventListener('gs-video-open', onOpen);
}
