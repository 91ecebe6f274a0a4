/** What a click carries that decides who follows a link (a DOM or a React mouse event). */
export type ClickLike = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>;

/**
 * A click the portal may follow itself (no reload): the main button, no modifier, not taken
 * already. Ctrl/Cmd (new tab), Shift (new window), Alt (download) and the middle button are
 * the browser's, so a portal link behaves like any link there.
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
