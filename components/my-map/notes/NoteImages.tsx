import { useEffect, useId, useRef, useState } from 'react';
import type { Note } from '../../../shared/contracts/my-map.ts';
import type { NoteImage } from '../../../shared/contracts/my-map/noteImages.ts';
import { ModalDialog } from '../../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../../shared/elements/useModalDialog.ts';
import { CloseFooter } from '../../../shared/forms/FormFooter.tsx';
import type { MyMapCalls } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { t } from '../t.ts';

/**
 * An object URL for a note image: the member's own new upload (`local`), or the bytes
 * fetched with the member API's token (the image route is never public, so no plain src).
 */
export function useImageUrl(calls: MyMapCalls, imageId: string, local?: Blob) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    const source = local
      ? Promise.resolve(local)
      : calls.raw('getNoteImage', { params: { imageId } }).then((response) => response.blob());
    source.then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ url, failed: false });
        else URL.revokeObjectURL(url);
      },
      () => live && setState({ url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [calls, imageId, local]);
  return state;
}

/** The picture, or what is happening instead (fetching, failed), in the same place. */
export function NoteImagePicture({
  imageId,
  alt,
  local,
  className,
}: {
  imageId: string;
  alt: string;
  local?: Blob | undefined;
  className: string;
}) {
  const { calls } = useMyMap();
  const { url, failed } = useImageUrl(calls, imageId, local);
  if (url) return <img src={url} alt={alt} className={className} />;
  return (
    <span className={`${className} my-map-image-missing`}>
      {failed ? t('note.imageFailed', { alt }) : t('note.imageLoading')}
    </span>
  );
}

/** The alt text: the member's own description, else which picture of which note it is. */
export const imageAlt = (note: Pick<Note, 'type'>, image: NoteImage, n: number, count: number) =>
  image.description ||
  t('note.imageAlt', { n, count, type: t(`noteType.${note.type}`).toLowerCase() });

/** The note's pictures as thumbnails; each opens larger in a modal (keyboard: a button). */
export function NoteImageList({ note }: { note: Note }) {
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (note.images.length === 0) return null;
  const count = note.images.length;
  return (
    <div className="my-map-images" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('note.images', { count })}</h3>
      <ul>
        {note.images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className="my-map-image-button"
              ref={(element) => {
                buttons.current[index] = element;
              }}
              onClick={() => setOpen(index)}
              aria-describedby={`${headingId}-open`}
            >
              <NoteImagePicture
                imageId={image.id}
                alt={imageAlt(note, image, index + 1, count)}
                className="my-map-image-thumb"
              />
            </button>
            {image.description && <p className="my-map-image-caption">{image.description}</p>}
          </li>
        ))}
      </ul>
      <p id={`${headingId}-open`} className="visually-hidden">
        {t('note.imageOpenHint')}
      </p>
      {open !== null && note.images[open] && (
        <ImageViewer
          note={note}
          index={open}
          onClose={() => {
            setOpen(null);
            buttons.current[open]?.focus();
          }}
        />
      )}
    </div>
  );
}

function ImageViewer({ note, index, onClose }: { note: Note; index: number; onClose(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useModalDialog(onClose, undefined);
  const image = note.images[index]!;
  const count = note.images.length;
  return (
    <ModalDialog
      dialog={dialog}
      title={t('note.imageTitle', { n: index + 1, count })}
      titleRef={heading}
      className="my-map-image-viewer"
    >
      <NoteImagePicture
        imageId={image.id}
        alt={imageAlt(note, image, index + 1, count)}
        className="my-map-image-large"
      />
      {image.description && <p>{image.description}</p>}
      <CloseFooter label={t('note.imageClose')} onClose={dialog.close} primary />
    </ModalDialog>
  );
}
