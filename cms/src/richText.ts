import {
  BoldFeature,
  convertHTMLToLexical,
  editorConfigFactory,
  FixedToolbarFeature,
  HeadingFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';
import {
  convertLexicalToHTML,
  type HTMLConvertersFunction,
} from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { JSDOM } from 'jsdom';
import type { Field, SanitizedConfig } from 'payload';

/**
 * The editors' text: Payload's rich-text editor (Lexical) with what the portal's text shows
 * (paragraphs, bold, italic, links, lists, headings under the page's own), kept as Lexical's
 * JSON in the content system and written as the portal's HTML (shared/contracts/content.ts)
 * by the export and the snapshot. HTML the editor cannot hold (a table, a quote) stays
 * HTML in its own field, as before.
 */

const features = () => [
  ParagraphFeature(),
  BoldFeature(),
  ItalicFeature(),
  // An address only: the portal's pages are not documents the editor could link to.
  LinkFeature({ enabledCollections: [] }),
  UnorderedListFeature(),
  OrderedListFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
  // Always in sight: a toolbar that appears only on a selection is not found by everyone.
  FixedToolbarFeature(),
];

/** The portal's HTML: plain lists (the host's CSP takes no style attribute), no empty paragraphs. */
const portalConverters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  paragraph: ({ node, nodesToHTML }) => {
    const children = nodesToHTML({ nodes: node.children });
    return children.length ? `<p>${children.join('')}</p>` : '';
  },
  list: ({ node, nodesToHTML }) => {
    const tag = node.tag === 'ol' ? 'ol' : 'ul';
    return `<${tag}>${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`;
  },
  listitem: ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`,
});

/** Lexical's JSON as the portal's HTML. */
export function richTextToHtml(state: SerializedEditorState): string {
  return convertLexicalToHTML({
    data: state,
    converters: portalConverters,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  });
}

/** The portal's HTML of a stored rich text, '' when there is none or it is empty. */
function htmlOf(value: unknown): string {
  return typeof value === 'object' && value !== null && 'root' in value
    ? richTextToHtml(value as SerializedEditorState)
    : '';
}

/**
 * A converter from the portal's HTML to the editor's JSON for `config`'s editor, or
 * undefined for HTML that would not come back the same (it stays HTML): the seed's text
 * is editable as text, and exporting it writes the files it came from.
 */
export async function htmlToRichText(config: SanitizedConfig) {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: features() });
  return (html: string): SerializedEditorState | undefined => {
    const state = convertHTMLToLexical({ editorConfig, html, JSDOM });
    return richTextToHtml(state) === html ? state : undefined;
  };
}

/**
 * A text field of a block: the rich text, and HTML below it for what the editor cannot
 * hold. One of them is required, never both (the portal shows one HTML).
 */
export const richTextFields = (): Field[] => [
  {
    name: 'body',
    type: 'richText',
    label: 'Text',
    editor: lexicalEditor({ features: features() }),
    validate: (value: unknown, { siblingData }: { siblingData: { html?: unknown } }) => {
      const text = htmlOf(value) !== '';
      const html = typeof siblingData.html === 'string' && siblingData.html.trim() !== '';
      if (text && html) return 'Skriv texten här eller som HTML nedanför, inte på båda ställena.';
      return text || html || 'Skriv en text.';
    },
  },
  {
    type: 'collapsible',
    label: 'Text som HTML (för tabeller och citat)',
    admin: { initCollapsed: true },
    fields: [
      {
        name: 'html',
        type: 'code',
        label: 'Text (HTML)',
        // Payload's code field with its editor served by the admin, not a CDN (admin/HtmlField).
        admin: { language: 'html', components: { Field: '/src/admin/HtmlField.tsx#HtmlField' } },
      },
    ],
  },
];

/** A block row's text as the portal's HTML: the rich text when there is one. */
export function rowHtml(row: { body?: unknown; html?: unknown }): string {
  return htmlOf(row.body) || (typeof row.html === 'string' ? row.html : '');
}
