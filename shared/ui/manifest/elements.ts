import type { GsEventName } from '../events.ts';
import type { GsTagName } from '../registry.ts';

/**
 * The public contract of every shared/ui element, written once: generate.ts turns it into
 * custom-elements.json (Custom Elements Manifest 1.0) and the table in README.md, and
 * manifest.browser.test.ts checks it against the real element classes.
 */
export interface PropertyDoc {
  name: string;
  /** TypeScript type as text. */
  type: string;
  /** The HTML attribute, when the property has one. */
  attribute?: string;
  default: string;
  description: string;
  reflects?: boolean;
}

export interface ElementDoc {
  tag: GsTagName;
  className: string;
  /** Folder under shared/ui. */
  folder: string;
  description: string;
  properties: PropertyDoc[];
  events: { name: GsEventName; description: string }[];
  slots?: { name: string; description: string }[];
  methods?: { name: string; signature: string; description: string }[];
}

const headingLevel: PropertyDoc = {
  name: 'headingLevel',
  type: '1 | 2 | 3 | 4 | 5 | 6',
  attribute: 'heading-level',
  default: '2',
  description: "Level of the element's heading; headings inside it go one level deeper.",
};

/** The optional heading of a block of items (gs-teasers, gs-accordion, gs-contacts). */
const blockHeading: PropertyDoc = {
  name: 'heading',
  type: 'string | undefined',
  attribute: 'heading',
  default: 'undefined',
  description: 'Block heading.',
};

/** The optional picture's alt text of gs-teaser and gs-banner. */
const imageAlt: PropertyDoc = {
  name: 'imageAlt',
  type: 'string | undefined',
  attribute: 'image-alt',
  default: 'undefined',
  description: 'Alt text; empty marks the picture decorative.',
};

const navigate = {
  name: 'gs-navigate' as const,
  description: 'A same-origin link was clicked; cancel it to route client-side.',
};
const videoOpen = {
  name: 'gs-video-open' as const,
  description: 'A YouTube link in the rich text was clicked (the link is not followed).',
};

export const elementDocs: ElementDoc[] = [
  {
    tag: 'gs-text',
    className: 'GsText',
    folder: 'text',
    description: 'Rich text (editor HTML). YouTube links open the video modal.',
    properties: [
      {
        name: 'html',
        type: 'string',
        attribute: 'html',
        default: "''",
        description: 'The editor HTML.',
      },
    ],
    events: [videoOpen, navigate],
  },
  {
    tag: 'gs-teaser',
    className: 'GsTeaser',
    folder: 'teaser',
    description: 'A teaser card; the whole card is its link, named by the heading.',
    properties: [
      {
        name: 'heading',
        type: 'string',
        attribute: 'heading',
        default: "''",
        description: 'Card heading (the link text).',
      },
      { name: 'text', type: 'string', attribute: 'text', default: "''", description: 'Card text.' },
      {
        name: 'link',
        type: 'ContentLink | undefined',
        default: 'undefined',
        description: 'href and call-to-action text.',
      },
      {
        name: 'unavailable',
        type: 'string | undefined',
        attribute: 'unavailable',
        default: 'undefined',
        description:
          'Why the member cannot follow the link: the card shows disabled, with this reason.',
      },
      {
        name: 'imageUrl',
        type: 'string | null | undefined',
        attribute: 'image-url',
        default: 'undefined',
        description: 'Picture above the text.',
      },
      imageAlt,
      headingLevel,
    ],
    events: [navigate],
  },
  {
    tag: 'gs-teasers',
    className: 'GsTeasers',
    folder: 'teasers',
    description: 'A heading and a grid of gs-teaser cards.',
    properties: [
      blockHeading,
      { name: 'items', type: 'TeaserBlock[]', default: '[]', description: 'The teasers.' },
      headingLevel,
    ],
    events: [navigate],
  },
  {
    tag: 'gs-accordion',
    className: 'GsAccordion',
    folder: 'accordion',
    description: 'APG accordion; Up/Down/Home/End move between the section buttons.',
    properties: [
      blockHeading,
      {
        name: 'items',
        type: 'AccordionItemBlock[]',
        default: '[]',
        description: 'The sections; when empty the slotted gs-accordion-item children are used.',
      },
      headingLevel,
    ],
    events: [videoOpen, navigate],
    slots: [{ name: '', description: 'gs-accordion-item children (when `items` is empty).' }],
  },
  {
    tag: 'gs-accordion-item',
    className: 'GsAccordionItem',
    folder: 'accordion-item',
    description: 'One accordion section: heading button (aria-expanded, aria-controls) and region.',
    properties: [
      {
        name: 'heading',
        type: 'string',
        attribute: 'heading',
        default: "''",
        description: 'Section heading (the button text).',
      },
      {
        name: 'html',
        type: 'string',
        attribute: 'html',
        default: "''",
        description: 'Section body (editor HTML).',
      },
      {
        name: 'open',
        type: 'boolean',
        attribute: 'open',
        default: 'false',
        reflects: true,
        description: 'Open; the initial state, then as the member toggles it.',
      },
      headingLevel,
    ],
    events: [videoOpen, navigate],
    slots: [{ name: '', description: 'More content after the html.' }],
    methods: [
      {
        name: 'focus',
        signature: '(options?: FocusOptions) => void',
        description: 'Focuses the section button.',
      },
    ],
  },
  {
    tag: 'gs-banner',
    className: 'GsBanner',
    folder: 'banner',
    description: 'A prominent block: heading, text, optional picture and call-to-action link.',
    properties: [
      {
        name: 'heading',
        type: 'string',
        attribute: 'heading',
        default: "''",
        description: 'Banner heading.',
      },
      {
        name: 'text',
        type: 'string | undefined',
        attribute: 'text',
        default: 'undefined',
        description: 'Banner text.',
      },
      {
        name: 'link',
        type: 'ContentLink | undefined',
        default: 'undefined',
        description: 'Call-to-action link.',
      },
      {
        name: 'imageUrl',
        type: 'string | null | undefined',
        attribute: 'image-url',
        default: 'undefined',
        description: 'Picture beside the text.',
      },
      imageAlt,
      headingLevel,
    ],
    events: [navigate],
  },
  {
    tag: 'gs-image',
    className: 'GsImage',
    folder: 'image',
    description: 'A picture with alt text and an optional caption (figure/figcaption).',
    properties: [
      {
        name: 'url',
        type: 'string',
        attribute: 'url',
        default: "''",
        description: 'Picture address.',
      },
      {
        name: 'alt',
        type: 'string',
        attribute: 'alt',
        default: "''",
        description: 'Alt text; empty marks the picture decorative.',
      },
      {
        name: 'caption',
        type: 'string | undefined',
        attribute: 'caption',
        default: 'undefined',
        description: 'Caption below the picture.',
      },
    ],
    events: [],
  },
  {
    tag: 'gs-text-and-image',
    className: 'GsTextAndImage',
    folder: 'text-and-image',
    description: 'Rich text beside a picture (left or right); stacked on narrow screens.',
    properties: [
      {
        name: 'heading',
        type: 'string | undefined',
        attribute: 'heading',
        default: 'undefined',
        description: 'Heading above the text.',
      },
      {
        name: 'html',
        type: 'string',
        attribute: 'html',
        default: "''",
        description: 'The editor HTML.',
      },
      {
        name: 'imageUrl',
        type: 'string',
        attribute: 'image-url',
        default: "''",
        description: 'Picture address.',
      },
      {
        name: 'imageAlt',
        type: 'string',
        attribute: 'image-alt',
        default: "''",
        description: 'Alt text; empty marks the picture decorative.',
      },
      {
        name: 'imagePosition',
        type: "'left' | 'right'",
        attribute: 'image-position',
        default: "'left'",
        reflects: true,
        description: 'Side of the picture on wide screens.',
      },
      headingLevel,
    ],
    events: [videoOpen, navigate],
  },
  {
    tag: 'gs-contacts',
    className: 'GsContacts',
    folder: 'contacts',
    description: 'A heading and a list of gs-contact cards.',
    properties: [
      blockHeading,
      { name: 'items', type: 'ContactBlock[]', default: '[]', description: 'The contacts.' },
      headingLevel,
    ],
    events: [],
  },
  {
    tag: 'gs-contact',
    className: 'GsContact',
    folder: 'contact',
    description: 'A contact card: name, role, tel: and mailto: links with icons, optional photo.',
    properties: [
      {
        name: 'name',
        type: 'string',
        attribute: 'name',
        default: "''",
        description: 'Name (a heading).',
      },
      {
        name: 'title',
        type: 'string',
        attribute: 'contact-title',
        default: "''",
        description: 'Role, e.g. "Virkesköpare".',
      },
      {
        name: 'phone',
        type: 'string | undefined',
        attribute: 'phone',
        default: 'undefined',
        description: 'Phone number as written; dialled digits only.',
      },
      {
        name: 'email',
        type: 'string | undefined',
        attribute: 'email',
        default: 'undefined',
        description: 'E-mail address.',
      },
      {
        name: 'imageUrl',
        type: 'string | null | undefined',
        attribute: 'image-url',
        default: 'undefined',
        description: 'Photo (decorative beside the name).',
      },
      headingLevel,
    ],
    events: [],
  },
  {
    tag: 'gs-section',
    className: 'GsSection',
    folder: 'section',
    description: 'A heading over slotted blocks; a named region when it has a heading.',
    properties: [
      {
        name: 'heading',
        type: 'string | undefined',
        attribute: 'heading',
        default: 'undefined',
        description: 'Section heading.',
      },
      headingLevel,
    ],
    events: [],
    slots: [{ name: '', description: "The section's blocks." }],
  },
  {
    tag: 'gs-message',
    className: 'GsMessage',
    folder: 'message',
    description: 'A status message of one of the six types, optionally dismissible.',
    properties: [
      {
        name: 'messageType',
        type: 'MessageType',
        attribute: 'message-type',
        default: "'Info'",
        reflects: true,
        description: 'Success, Warning, Error, Attention, Black or Info.',
      },
      {
        name: 'heading',
        type: 'string | undefined',
        attribute: 'heading',
        default: 'undefined',
        description: 'Bold first line.',
      },
      {
        name: 'text',
        type: 'string',
        attribute: 'text',
        default: "''",
        description: 'The message (plain text).',
      },
      {
        name: 'messageId',
        type: 'string',
        attribute: 'message-id',
        default: "''",
        description: 'Sent back when dismissed.',
      },
      {
        name: 'dismissible',
        type: 'boolean',
        attribute: 'dismissible',
        default: 'false',
        reflects: true,
        description: 'Shows "Stäng meddelandet".',
      },
    ],
    events: [
      { name: 'gs-message-dismiss', description: '"Stäng meddelandet" was pressed; detail {id}.' },
    ],
  },
  {
    tag: 'gs-news',
    className: 'GsNews',
    folder: 'news',
    description: 'News carousel: 20 newest, 4/2/1 per view by width, previous/next, live position.',
    properties: [
      {
        name: 'items',
        type: 'NewsItem[]',
        default: '[]',
        description: 'News as the API answers; sorted and capped inside.',
      },
      {
        name: 'heading',
        type: 'string | undefined',
        attribute: 'heading',
        default: 'undefined',
        description: 'Heading; "Nyheter" when empty.',
      },
      {
        name: 'loading',
        type: 'boolean',
        attribute: 'loading',
        default: 'false',
        reflects: true,
        description: 'Shows the skeleton.',
      },
      {
        name: 'error',
        type: 'boolean',
        attribute: 'error',
        default: 'false',
        reflects: true,
        description: 'Shows "Nyheterna kunde inte visas".',
      },
      headingLevel,
    ],
    events: [navigate],
  },
  {
    tag: 'gs-document-list',
    className: 'GsDocumentList',
    folder: 'document-list',
    description: 'Document table: 10 per page, date sort, download buttons, skeleton, error.',
    properties: [
      {
        name: 'heading',
        type: 'string | undefined',
        attribute: 'heading',
        default: 'undefined',
        description: 'The list title; "Dokument" when empty.',
      },
      { name: 'documents', type: 'DocumentItem[]', default: '[]', description: 'The documents.' },
      {
        name: 'loading',
        type: 'boolean',
        attribute: 'loading',
        default: 'false',
        reflects: true,
        description: 'Shows 3 skeleton rows.',
      },
      {
        name: 'error',
        type: 'string | null | undefined',
        attribute: 'error',
        default: 'undefined',
        description: 'Swedish message shown instead of the list.',
      },
      headingLevel,
    ],
    events: [
      {
        name: 'gs-document-download',
        description: 'A download button was pressed; detail {driveItemId, filename}.',
      },
    ],
  },
  {
    tag: 'gs-video-modal',
    className: 'GsVideoModal',
    folder: 'video-modal',
    description: 'A YouTube video (youtube-nocookie.com) in a native modal dialog.',
    properties: [
      {
        name: 'videoId',
        type: 'string',
        attribute: 'video-id',
        default: "''",
        description: 'YouTube video id.',
      },
      {
        name: 'videoTitle',
        type: 'string',
        attribute: 'video-title',
        default: "''",
        description: 'Dialog heading and player title.',
      },
      {
        name: 'open',
        type: 'boolean',
        attribute: 'open',
        default: 'false',
        reflects: true,
        description: 'Open as a modal.',
      },
    ],
    events: [{ name: 'gs-video-close', description: 'The dialog closed; detail {videoId}.' }],
    methods: [
      {
        name: 'show',
        signature: '(videoId?: string, videoTitle?: string) => void',
        description: 'Opens; focus returns to the current element on close.',
      },
      { name: 'close', signature: '() => void', description: 'Closes.' },
    ],
  },
  {
    tag: 'gs-offline-view',
    className: 'GsOfflineView',
    folder: 'offline-view',
    description: 'Replaces an offline page: heading, the editor message, "Visa sidan ändå".',
    properties: [
      {
        name: 'message',
        type: 'string | null | undefined',
        attribute: 'message',
        default: 'undefined',
        description: "The editor's offline message (plain text).",
      },
      headingLevel,
    ],
    events: [{ name: 'gs-offline-override', description: '"Visa sidan ändå" was pressed.' }],
  },
  {
    tag: 'gs-offline-banner',
    className: 'GsOfflineBanner',
    folder: 'offline-banner',
    description: 'Shown over an offline page seen anyway, with "Återställ".',
    properties: [],
    events: [{ name: 'gs-offline-restore', description: '"Återställ" was pressed.' }],
  },
  {
    tag: 'gs-skeleton',
    className: 'GsSkeleton',
    folder: 'skeleton',
    description: 'Placeholder rows while loading; the label is announced instead.',
    properties: [
      {
        name: 'rows',
        type: 'number',
        attribute: 'rows',
        default: '3',
        description: 'Number of rows.',
      },
      {
        name: 'label',
        type: 'string | undefined',
        attribute: 'label',
        default: 'undefined',
        description: 'What is loading, for readers (role="status").',
      },
    ],
    events: [],
  },
  {
    tag: 'gs-tabs',
    className: 'GsTabs',
    folder: 'tabs',
    description: 'Tabs between pages: a nav of links, the open one aria-current="page".',
    properties: [
      {
        name: 'label',
        type: 'string',
        attribute: 'label',
        default: "''",
        description: "The navigation's accessible name (the group the tabs belong to).",
      },
      {
        name: 'items',
        type: 'TabLink[]',
        default: '[]',
        description: 'The tabs: { href, text, current? }; each is a page with its own address.',
      },
    ],
    events: [navigate],
    methods: [
      {
        name: 'focusCurrent',
        signature: '(): void',
        description: "Focuses the open tab's link.",
      },
    ],
  },
];

/** The detail type of each event, as text for the manifest. */
export const eventTypes: Record<GsEventName, string> = {
  'gs-video-open': 'CustomEvent<{ videoId: string; title: string }>',
  'gs-video-close': 'CustomEvent<{ videoId: string }>',
  'gs-navigate': 'CustomEvent<{ href: string }>',
  'gs-message-dismiss': 'CustomEvent<{ id: string }>',
  'gs-document-download': 'CustomEvent<{ driveItemId: string; filename: string }>',
  'gs-offline-override': 'CustomEvent<Record<string, never>>',
  'gs-offline-restore': 'CustomEvent<Record<string, never>>',
};
