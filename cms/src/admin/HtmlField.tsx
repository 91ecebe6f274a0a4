'use client';
import { loader } from '@monaco-editor/react';
import { CodeField } from '@payloadcms/ui';
import { useEffect, useState, type ComponentProps } from 'react';

// Payload's code editor (Monaco) loads its files from a CDN (jsdelivr): without that network
// the editor never opens and no HTML can be written, and every editor's browser would fetch
// from a third party. Payload's UI bundles its own copy of Monaco's loader, which cannot be
// configured from here, but it takes a Monaco already on the page (window.monaco): this field
// loads it first from the admin's own copy (app/editor/vs/, src/admin/editorFiles.ts).
loader.config({ paths: { vs: '/editor/vs' } });

let loading: Promise<void> | undefined;
const loadEditor = () =>
  (loading ??= loader.init().then((monaco) => {
    const page = window as { monaco?: unknown };
    page.monaco ??= monaco;
  }));

const loaded = () => typeof window !== 'undefined' && 'monaco' in window;

/** The HTML of a text block: Payload's code field, its editor served by the admin. */
export function HtmlField(props: ComponentProps<typeof CodeField>) {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (!ready) void loadEditor().then(() => setReady(true));
  }, [ready]);
  return ready ? <CodeField {...props} /> : null;
}
