import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { GsEventDetails } from '../../shared/ui/events.ts';
import { isPlainClick } from '../../shared/elements/plainClick.ts';
import { youtubeVideoId } from '../../shared/ui/internal/youtube.ts';
import './uiElements.ts';

type Video = GsEventDetails['gs-video-open'];

/** The YouTube video a plain click on a link opens, wherever the link is (shadow roots too). */
function videoOfClick(event: MouseEvent): Video | null {
  if (!isPlainClick(event)) return null;
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  const videoId = anchor?.hasAttribute('href') ? youtubeVideoId(anchor.href) : null;
  if (!anchor || !videoId) return null;
  const title = (anchor.title || anchor.textContent || '').replace(/\s+/g, ' ').trim();
  return { videoId, title };
}

/**
 * What a content page does with its elements' events: a YouTube link (a `gs-video-open` from
 * rich text, or any link to YouTube in any block) opens the page's one video modal, and a
 * portal link (`gs-navigate`) goes through the router instead of reloading the page.
 */
export function PageEvents({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [video, setVideo] = useState<Video | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onVideo = (event: CustomEvent<Video>) => setVideo(event.detail);
    const onNavigate = (event: CustomEvent<GsEventDetails['gs-navigate']>) => {
      event.preventDefault();
      void navigate(event.detail.href);
    };
    const onClick = (event: MouseEvent) => {
      const clicked = videoOfClick(event);
      if (!clicked) return;
      event.preventDefault();
      setVideo(clicked);
    };
    root.addEventListener('gs-video-open', onVideo);
    root.addEventListener('gs-navigate', onNavigate);
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('gs-video-open', onVideo);
      root.removeEventListener('gs-navigate', onNavigate);
      root.removeEventListener('click', onClick);
    };
  }, [navigate]);

  return (
    <div ref={ref} className="page-events">
      {children}
      <gs-video-modal
        videoId={video?.videoId ?? ''}
        videoTitle={video?.title ?? ''}
        open={video !== null}
        ongs-video-close={() => setVideo(null)}
      />
    </div>
  );
}
