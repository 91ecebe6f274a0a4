import { useRef, useState } from 'react';
import { useCertification } from './context.tsx';
import { allowedSeek, initialWatch, played, watchedToEnd } from './videoProgress.ts';
import { t } from './t.ts';

// Shipped with the element (no external host); made by media/make-intro-video.sh. The
// captions stay a file (no-inline): the page's CSP takes media from 'self', never data:.
const videoUrl = new URL('./media/intro.webm', import.meta.url).href;
const captionsUrl = new URL('./media/intro.sv.vtt?no-inline', import.meta.url).href;

/**
 * bli-certifierad/introduktion (§2, §5): the captioned intro video must be watched to the
 * end; seeking ahead does not count (the player goes back to where the member was). Once
 * watched, that is kept in the progress and "Nästa" opens the contact details.
 */
export function Intro() {
  const { progress, go } = useCertification();
  const watch = useRef(initialWatch);
  const [watched, setWatched] = useState(progress.progress.introVideoWatched);
  const [tried, setTried] = useState(false);

  const next = () => {
    if (!watched) {
      setTried(true);
      return;
    }
    go('certificationDetails');
  };

  return (
    <>
      <h3>{t('intro.heading')}</h3>
      <p>{t('intro.text')}</p>
      <video
        className="certification-video"
        controls
        preload="metadata"
        width={640}
        height={360}
        aria-label={t('intro.videoLabel')}
        onTimeUpdate={(event) => {
          const video = event.currentTarget;
          if (!video.seeking) watch.current = played(watch.current, video.currentTime);
        }}
        onSeeking={(event) => {
          const video = event.currentTarget;
          const allowed = allowedSeek(watch.current, video.currentTime);
          if (allowed < video.currentTime) video.currentTime = allowed;
          watch.current = { ...watch.current, last: allowed };
        }}
        onEnded={(event) => {
          const video = event.currentTarget;
          watch.current = played(watch.current, video.currentTime);
          if (watchedToEnd(watch.current, video.duration)) {
            setWatched(true);
            progress.update({ introVideoWatched: true });
          }
        }}
      >
        <source src={videoUrl} type="video/webm" />
        <track kind="captions" src={captionsUrl} srcLang="sv" label="Svenska" default />
        {t('intro.noVideo')}
      </video>
      <p role="status" className={watched ? 'alert alert-success' : undefined}>
        {watched ? t('intro.watched') : tried ? t('intro.notWatched') : ''}
      </p>
      <div className="form-footer">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={watched ? undefined : true}
          onClick={next}
        >
          {t('steps.next')}
        </button>
      </div>
    </>
  );
}
