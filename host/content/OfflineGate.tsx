import type { ReactNode } from 'react';
import { offlineOverrideKey } from './pageSessionMemory.ts';
import { usePageSessionValues } from './usePageSessionValues.ts';
import './uiElements.ts';

const overrideOn = 'on';

/**
 * An offline page (platform §2, §4) shows the offline view with the editor's message
 * instead of its content, unless the member chose "Visa sidan ändå" for this page in this
 * session; then the content shows under a banner whose "Återställ" brings the view back.
 */
export function OfflineGate({
  pageId,
  offline,
  message,
  onToggle,
  children,
}: {
  pageId: number;
  offline: boolean;
  message: string | null;
  /** After the member switched, so the page can move focus to its start. */
  onToggle?: () => void;
  children: ReactNode;
}) {
  const [values, setValues] = usePageSessionValues(offlineOverrideKey, pageId);
  if (!offline) return children;
  const override = values.includes(overrideOn);
  if (!override) {
    return (
      <gs-offline-view
        message={message ?? undefined}
        ongs-offline-override={() => {
          setValues([overrideOn]);
          onToggle?.();
        }}
      />
    );
  }
  return (
    <>
      <gs-offline-banner
        ongs-offline-restore={() => {
          setValues([]);
          onToggle?.();
        }}
      />
      {children}
    </>
  );
}
