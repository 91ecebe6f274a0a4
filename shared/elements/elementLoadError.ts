/**
 * Why an element could not be loaded: the component host's answer (`app`), an element built
 * against another bridge version (`bridgeVersion`: mounting it could crash the page), the
 * script (network or integrity mismatch: the browser does not tell them apart), or the
 * element not being defined in time (`timeout`).
 */
export type ElementLoadFailure = 'app' | 'bridgeVersion' | 'script' | 'timeout';

export class ElementLoadError extends Error {
  override readonly name = 'ElementLoadError';
  constructor(
    readonly reason: ElementLoadFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
