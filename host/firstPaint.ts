import { useLayoutEffect } from 'react';
import { firstPaintElementId, signedInHintCookie } from '../shared/contracts/hostPage.ts';

/**
 * Removes the server's static first paint of the start page (server/hostpage/firstPaint.ts),
 * which shows the host's root again (styles.css): called in the same commit as the page
 * that replaces it, so nothing blinks. Idempotent.
 */
export function releaseFirstPaint(): void {
  document.getElementById(firstPaintElementId)?.remove();
}

/** Whether the document carries the server's static first paint (only '/' signed out). */
export function hasFirstPaint(): boolean {
  return document.getElementById(firstPaintElementId) !== null;
}

/** Releases the first paint once `ready` (the page has its content, or its failure). */
export function useReleaseFirstPaint(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) releaseFirstPaint();
  }, [ready]);
}

/**
 * Keeps the cookie that tells the server this browser holds a session, so a member's '/' is
 * not first painted as the signed-out start page. No secret: the session is in localStorage.
 */
export function keepSignedInHint(signedIn: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${signedInHintCookie}=1; Path=/; SameSite=Lax; Max-Age=31536000${secure}`
    : `${signedInHintCookie}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}
