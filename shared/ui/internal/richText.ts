import { css } from 'lit';

/** Typography for editor HTML (lists, tables, quotes), shared by every element that shows it. */
export const richTextStyles = css`
  .rich-text > :first-child {
    margin-top: 0;
  }
  .rich-text > :last-child {
    margin-bottom: 0;
  }
  .rich-text ul,
  .rich-text ol {
    margin: 0 0 0.75rem;
    padding-left: 1.5rem;
  }
  .rich-text li + li {
    margin-top: 0.25rem;
  }
  .rich-text blockquote {
    margin: 0 0 0.75rem;
    padding-left: 1rem;
    border-left: 4px solid var(--green, #1f5130);
  }
  .rich-text table {
    border-collapse: collapse;
    margin: 0 0 0.75rem;
  }
  .rich-text th,
  .rich-text td {
    border: 1px solid var(--border, #8a948c);
    padding: 0.25rem 0.5rem;
    text-align: left;
  }
  .rich-text a[aria-haspopup='dialog']::after {
    content: ' ▶' / '';
    font-size: 0.8em;
  }
`;
