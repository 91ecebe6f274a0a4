import { useId, useRef, useState, type Ref } from 'react';
import { isApiError } from '../../../shared/api/apiError.ts';
import { noteImageLimits, noteImageMessages } from '../../../shared/contracts/my-map/noteImages.ts';
import { FieldGroup, TextField } from '../../../shared/forms/fields.tsx';
import { failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { NoteImagePicture } from '../notes/NoteImages.tsx';
import { chosenImageTypes, ImageChoiceError, resizeImage } from '../notes/resizeImage.ts';
import { t } from '../t.ts';

/** An image of the note being edited: kept, or just uploaded (`blob`: shown without a fetch). */
export interface ImageValue {
  id: string;
  description: string;
  blob?: Blob;
}

const knownMessages = new Set<string>(Object.values(noteImageMessages));

/** The server's own words for a refused upload when the client knows them, else §8's failure. */
function uploadFailure(error: unknown): string {
  if (error instanceof ImageChoiceError) return error.message;
  const errors = isApiError(error)
    ? (error.problem as { errors?: Record<string, string> } | null)?.errors
    : undefined;
  const said = errors?.data ?? errors?.contentType;
  return said && knownMessages.has(said) ? said : failureText('NoteImageUploadFailed')(error);
}

/**
 * The note's pictures in the form: each shown with its description and a remove button;
 * "Lägg till bild" resizes the chosen photos and uploads them one at a time. The note keeps
 * what is listed when it is saved (the rules, at least one for an image note and at most
 * five, are the note schema's and show as this group's error).
 */
export function NoteImagesField({
  id,
  value,
  error,
  onChange,
  inputRef,
  required,
}: {
  id: string;
  value: ImageValue[];
  error: string | undefined;
  onChange(images: ImageValue[]): void;
  inputRef?: Ref<HTMLInputElement>;
  required: boolean;
}) {
  const { calls } = useMyMap();
  const fileId = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // The list as the last upload left it: uploads finish after renders.
  const latest = useRef(value);
  latest.current = value;
  const full = value.length >= noteImageLimits.perNote;

  const add = async (files: File[]) => {
    setFailure(null);
    setBusy(true);
    for (const file of files) {
      if (latest.current.length >= noteImageLimits.perNote) {
        setFailure(noteImageMessages.tooMany);
        break;
      }
      setStatus(t('noteForm.uploading', { name: file.name }));
      try {
        const { upload, blob } = await resizeImage(file);
        const image = await calls.uploadNoteImage({ body: upload });
        latest.current = [...latest.current, { id: image.id, description: '', blob }];
        onChange(latest.current);
        setStatus(t('noteForm.uploaded', { n: latest.current.length }));
      } catch (caught) {
        setStatus('');
        setFailure(uploadFailure(caught));
        break;
      }
    }
    setBusy(false);
  };

  return (
    <FieldGroup
      id={id}
      legend={t('noteForm.images')}
      hint={t('noteForm.imagesHint', { max: noteImageLimits.perNote })}
      error={error}
      required={required}
    >
      {value.length > 0 && (
        <ul className="my-map-image-edit">
          {value.map((image, index) => (
            <li key={image.id}>
              <NoteImagePicture
                imageId={image.id}
                local={image.blob}
                alt={image.description || t('noteForm.imageAlt', { n: index + 1 })}
                className="my-map-image-thumb"
              />
              <TextField
                id={`${id}-${image.id}`}
                value={image.description}
                error={undefined}
                onChange={(description) =>
                  onChange(value.map((v) => (v.id === image.id ? { ...v, description } : v)))
                }
                onBlur={() => undefined}
                label={t('noteForm.imageDescription', { n: index + 1 })}
                maxLength={noteImageLimits.descriptionMax}
              />
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  onChange(value.filter((v) => v.id !== image.id));
                  setStatus(t('noteForm.imageRemoved', { n: index + 1 }));
                  document.getElementById(fileId)?.focus();
                }}
              >
                {t('noteForm.removeImage', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="my-map-image-add">
        <label htmlFor={fileId} className="form-label">
          {t('noteForm.addImage')}
        </label>
        <input
          id={fileId}
          ref={inputRef}
          type="file"
          accept={chosenImageTypes.join(',')}
          multiple
          disabled={busy || full}
          aria-describedby={full ? `${fileId}-full` : undefined}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length) void add(files);
          }}
        />
        {full && (
          <p id={`${fileId}-full`} className="form-hint">
            {noteImageMessages.tooMany}
          </p>
        )}
      </div>
      <p role="status">{status}</p>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
    </FieldGroup>
  );
}
