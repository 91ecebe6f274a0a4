import type { ContentMessage, PageStatus } from '../../shared/contracts/content.ts';
import { isMessageShown } from './messageRules.ts';
import { dismissedMessagesKey } from './pageSessionMemory.ts';
import { usePageSessionValues } from './usePageSessionValues.ts';
import './uiElements.ts';
import { useFullscreen } from '../layout/fullscreen.ts';

interface ShownMessage {
  /** Unique on the page: editor messages and status messages have their own id spaces. */
  key: string;
  messageType: ContentMessage['messageType'];
  text: string;
  marginBottom: boolean;
}

/**
 * The page's messages (platform §2-§4): the editor's, while active and between starts and
 * ends, then the page status messages. Each can be dismissed; a dismissal holds for this
 * page for the rest of the session.
 */
export function PageMessages({
  pageId,
  messages,
  statusMessages,
  now,
}: {
  pageId: number;
  messages: readonly ContentMessage[];
  statusMessages: PageStatus['messages'];
  now: number;
}) {
  const [dismissed, setDismissed] = usePageSessionValues(dismissedMessagesKey, pageId);
  // Fullscreen mode hides the messages along with header, sidebar and contact bar (§2).
  const fullscreen = useFullscreen();
  const shown: ShownMessage[] = [
    ...messages
      .filter((message) => isMessageShown(message, now))
      .map((message) => ({
        key: `content:${message.id}`,
        messageType: message.messageType,
        text: message.text,
        marginBottom: message.marginBottom ?? true,
      })),
    ...statusMessages.map((message) => ({
      key: `status:${message.id}`,
      messageType: message.messageType,
      text: message.text,
      marginBottom: true,
    })),
  ].filter((message) => !dismissed.includes(message.key));

  if (fullscreen || shown.length === 0) return null;
  return (
    <div className="page-messages">
      {shown.map((message) => (
        <gs-message
          key={message.key}
          className={message.marginBottom ? 'page-message' : 'page-message page-message-tight'}
          messageId={message.key}
          messageType={message.messageType}
          text={message.text}
          dismissible
          ongs-message-dismiss={() => setDismissed([...dismissed, message.key])}
        />
      ))}
    </div>
  );
}
