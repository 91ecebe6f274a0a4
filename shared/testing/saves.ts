import { afterEach, beforeEach } from './mocha.ts';

/** A file saved through `<a download>` (saveFile) in a test. */
export interface Saved {
  /** The name it was saved under. */
  download: string;
  /** Its object URL. */
  href: string;
  /** The blob behind the object URL (undefined for a URL not made during the test). */
  blob: Blob | undefined;
  /** The saved file's text, once read from its object URL. */
  text: string;
}

/** This test's saves, in order; `revoked()`, the object URLs revoked, in order. */
export interface Saves {
  (): Saved[];
  revoked(): string[];
}

/**
 * The downloads of each test (call inside `describe`): a click on an `<a download>` is
 * recorded instead of starting a download in the test browser (any other link clicks as
 * usual), and object URLs are revoked 500 ms late, so the test can still read what was saved.
 */
export function savesPerTest(): Saves {
  const originalClick = HTMLAnchorElement.prototype.click;
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  let saved: Saved[] = [];
  let revoked: string[] = [];
  let blobs = new Map<string, Blob>();
  beforeEach(() => {
    saved = [];
    revoked = [];
    blobs = new Map();
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = originalCreate.call(URL, object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) return originalClick.call(this);
      const entry = {
        download: this.download,
        href: this.href,
        blob: blobs.get(this.href),
        text: '',
      };
      saved.push(entry);
      void fetch(this.href)
        .then((response) => response.text())
        .then((text) => (entry.text = text));
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      setTimeout(() => originalRevoke.call(URL, url), 500);
    };
  });
  afterEach(() => {
    HTMLAnchorElement.prototype.click = originalClick;
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });
  return Object.assign(() => saved, { revoked: () => revoked });
}
