/**
 * Hands a downloaded file to the browser's save dialog: an object URL and a click on an
 * `<a download>` (no inline script, so the CSP holds), the URL revoked once the click has
 * been handled. Used by the host's document lists and by the elements.
 */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoke on the next task: the navigation the click started has then read the URL.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
