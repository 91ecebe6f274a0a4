import type { ContentMessage } from '../../shared/contracts/content.ts';
import { isWithin } from './timeWindow.ts';

/** An editor's page message shows while it is active and now is between starts and ends. */
export function isMessageShown(message: ContentMessage, now: number): boolean {
  return message.active && isWithin(message.starts, message.ends, now);
}
