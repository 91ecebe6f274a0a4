import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { contentLimits, type DocumentItem } from '../../contracts/content.ts';
import { formatDate } from '../../format/format.ts';
import { t } from '../../i18n/t.ts';
import { emit } from '../events.ts';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import {
  downloadIcon,
  nextIcon,
  previousIcon,
  sortAscendingIcon,
  sortDescendingIcon,
} from '../internal/icons.ts';
import { uniqueId } from '../internal/ids.ts';
import { baseStyles } from '../internal/styles.ts';
import '../skeleton/index.ts';
import { pageCount, pageOf, sortDocuments, type SortOrder } from './paging.ts';

/**
 * A document list (platform §2): 10 per page, newest first, a date sort toggle, a download
 * button per document (`gs-document-download`; the host fetches the file), 3 skeleton rows
 * while loading, and the host's Swedish error message when the list could not be loaded.
 * Paging buttons are aria-disabled at the ends so focus never falls off them.
 */
export class GsDocumentList extends LitElement {
  static override properties = {
    heading: { type: String },
    documents: { attribute: false },
    loading: { type: Boolean, reflect: true },
    error: { type: String },
    headingLevel: { type: Number, attribute: 'heading-level' },
    page: { state: true },
    order: { state: true },
  };
  static override styles = [
    baseStyles,
    css`
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 1rem;
        margin-bottom: 0.5rem;
      }
      .toolbar p {
        margin: 0;
        color: var(--muted, #4a524c);
      }
      .button[aria-pressed='true'] {
        background: var(--green-light, #e6efe8);
      }
      :host {
        display: block;
        container-type: inline-size;
      }
      .table-wrap {
        overflow-x: auto;
      }
      /* A phone (WCAG 1.4.10 at 320 px): each document is a block of its own, name first,
         type, size and date on one line, the download button below; no sideways scroll.
         The roles keep the table's semantics that display: block would drop. */
      @container (max-width: 34rem) {
        table,
        tbody,
        tr,
        th,
        td {
          display: block;
        }
        thead {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
        }
        tbody tr {
          padding: 0.5rem 0;
          border-bottom: 1px solid var(--border, #8a948c);
        }
        tbody th,
        tbody td {
          border: 0;
          padding: 0.125rem 0;
          min-width: 0;
        }
        tbody td:not(:last-child) {
          display: inline-block;
          margin-right: 0.75rem;
          color: var(--muted, #4a524c);
        }
      }
      table {
        width: 100%;
        border-collapse: collapse;
      }
      th,
      td {
        padding: 0.5rem;
        border-bottom: 1px solid var(--border, #8a948c);
        text-align: left;
        vertical-align: middle;
      }
      thead th {
        white-space: nowrap;
        color: var(--green-dark, #143820);
      }
      tbody th {
        font-weight: 600;
        /* Whole words (break-word leaves the column's minimum alone): a name never breaks
           mid-word; a narrow screen scrolls the table, not the page. */
        overflow-wrap: break-word;
        min-width: 10rem;
      }
      td.nowrap {
        white-space: nowrap;
      }
      .download {
        white-space: nowrap;
        padding: 0.3rem 0.75rem;
      }
      nav {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: center;
        gap: 0.5rem 1rem;
        margin-top: 1rem;
      }
      nav p {
        margin: 0;
      }
      .error {
        padding: 0.75rem 1rem;
        border: 2px solid #b3261e;
        border-left-width: 8px;
        border-radius: var(--radius, 6px);
        background: #fdecea;
        color: #8a1c13;
      }
    `,
  ];

  /** The list's title (DocumentList.title). */
  declare heading: string | undefined;
  declare documents: DocumentItem[];
  declare loading: boolean;
  /** The Swedish message to show when the list could not be loaded; empty when it could. */
  declare error: string | null | undefined;
  declare headingLevel: HeadingLevel;
  declare private page: number;
  declare private order: SortOrder;
  private readonly headingId = uniqueId('gs-document-list');

  constructor() {
    super();
    this.heading = undefined;
    this.documents = [];
    this.loading = false;
    this.error = undefined;
    this.headingLevel = 2;
    this.page = 1;
    this.order = 'descending';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('documents')) this.page = 1;
  }

  private toggleOrder(): void {
    this.order = this.order === 'descending' ? 'ascending' : 'descending';
    this.page = 1;
  }

  private goTo(page: number, enabled: boolean): void {
    if (enabled) this.page = page;
  }

  private download(document: DocumentItem): void {
    emit(this, 'gs-document-download', {
      driveItemId: document.driveItemId,
      filename: document.filename,
    });
  }

  private renderRow(document: DocumentItem) {
    const modified = formatDate(document.modified);
    return html`<tr role="row">
      <th role="rowheader" scope="row">${document.title}</th>
      <td role="cell">${document.fileType}</td>
      <td role="cell" class="nowrap">${document.fileSizeFormatted}</td>
      <td role="cell" class="nowrap"><time datetime=${modified}>${modified}</time></td>
      <td role="cell">
        <button
          class="button secondary download"
          type="button"
          @click=${() => this.download(document)}
        >
          ${downloadIcon}${t('ui.documents.download')}<span class="visually-hidden">
            ${document.title}</span
          >
        </button>
      </td>
    </tr>`;
  }

  private renderList() {
    const sorted = sortDocuments(this.documents, this.order);
    const pages = pageCount(sorted.length);
    const { page, items } = pageOf(sorted, this.page);
    const descending = this.order === 'descending';
    return html`<div class="toolbar">
        <button
          class="button secondary"
          type="button"
          aria-pressed=${descending ? 'false' : 'true'}
          @click=${this.toggleOrder}
        >
          ${descending ? sortDescendingIcon : sortAscendingIcon}${t('ui.documents.sortByDate')}
        </button>
        <p aria-live="polite">
          ${t(descending ? 'ui.documents.sortedNewestFirst' : 'ui.documents.sortedOldestFirst')}
        </p>
      </div>
      <div class="table-wrap">
        <table role="table" aria-labelledby=${this.headingId}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">${t('ui.documents.title')}</th>
              <th role="columnheader" scope="col">${t('ui.documents.fileType')}</th>
              <th role="columnheader" scope="col">${t('ui.documents.size')}</th>
              <th role="columnheader" scope="col" aria-sort=${this.order}>
                ${t('ui.documents.modified')}
              </th>
              <th role="columnheader" scope="col">
                <span class="visually-hidden">${t('ui.documents.downloadColumn')}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            ${repeat(
              items,
              (document) => document.guid,
              (document) => this.renderRow(document),
            )}
          </tbody>
        </table>
      </div>
      ${
        pages > 1
          ? // Named after its list: a page with several lists has distinct landmarks.
            html`<nav
              aria-label=${t('ui.documents.pages', { title: this.heading || t('ui.documents.heading') })}
            >
              <button
                class="button secondary"
                type="button"
                aria-disabled=${page > 1 ? 'false' : 'true'}
                @click=${() => this.goTo(page - 1, page > 1)}
              >
                ${previousIcon}${t('ui.documents.previous')}
              </button>
              <p aria-live="polite">${t('ui.documents.page', { page, pages })}</p>
              <button
                class="button secondary"
                type="button"
                aria-disabled=${page < pages ? 'false' : 'true'}
                @click=${() => this.goTo(page + 1, page < pages)}
              >
                ${t('ui.documents.next')}${nextIcon}
              </button>
            </nav>`
          : nothing
      }`;
  }

  private renderBody() {
    if (this.loading) {
      return html`<gs-skeleton
        rows=${contentLimits.documentSkeletonRows}
        label=${t('ui.documents.loading')}
      ></gs-skeleton>`;
    }
    if (this.error) return html`<p class="error" role="alert">${this.error}</p>`;
    if (this.documents.length === 0) return html`<p>${t('ui.documents.empty')}</p>`;
    return this.renderList();
  }

  protected override render() {
    return html`<section
      aria-labelledby=${this.headingId}
      aria-busy=${this.loading ? 'true' : 'false'}
    >
      ${heading(headingLevel(this.headingLevel), this.heading || t('ui.documents.heading'), {
        id: this.headingId,
      })}
      ${this.renderBody()}
    </section>`;
  }
}
