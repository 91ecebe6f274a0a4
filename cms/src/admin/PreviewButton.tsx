'use client';
import { Button, useLivePreviewContext } from '@payloadcms/ui';

/**
 * The edit view's preview link with its name in sight: Payload's own is an icon that a new
 * editor did not find. It opens the draft in the portal's host in a new tab (../preview.ts
 * makes the address), as Payload's does.
 */
export function PreviewButton() {
  const { previewURL } = useLivePreviewContext();
  if (!previewURL) return null;
  return (
    <Button
      el="anchor"
      url={previewURL}
      newTab
      buttonStyle="secondary"
      size="medium"
      margin={false}
    >
      Förhandsgranska
    </Button>
  );
}
