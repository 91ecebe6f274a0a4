import { css, html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { NewsItem } from '../../contracts/content.ts';
import { formatDate } from '../../format/format.ts';
import { t } from '../../i18n/t.ts';
import { viewportWidth, watchBreakpoints } from '../internal/breakpoints.ts';
import { cardStyles } from '../internal/card.ts';
import { heading, headingLevel, nextLevel, type HeadingLevel } from '../internal/heading.ts';
import { nextIcon, previousIcon } from '../internal/icons.ts';
import { uniqueId } from '../internal/ids.ts';
import { LinkedElement } from '../internal/LinkedElement.ts';
import { baseStyles } from '../internal/styles.ts';
import '../skeleton/index.ts';
import { latestNews, newsBreakpoints, newsPerView, newsWindow } from './newsWindow.ts';

/**
 * News carousel (platform §2): the 20 newest items, 4 per view at 1260 px and wider, 2 from
 * 768 px, 1 below. "Föregående nyheter"/"Nästa nyheter" move a whole view; at the ends they
 * are aria-disabled rather than disabled, so keyboard focus stays on them. A polite live
 * region says which items are shown ("Nyheter 1–4 av 20").
 */
export class GsNews extends LinkedElement {
  static override properties = {
    items: { attribute: false },
    heading: { type: String },
    headingLevel: { type: Number, attribute: 'heading-level' },
    loading: { type: Boolean, reflect: true },
    error: { type: Boolean, reflect: true },
    start: { state: true },
    perView: { state: true },
  };
  static override styles = [
    baseStyles,
    cardStyles,
    css`
      .top {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.5rem 1rem;
        margin-bottom: 0.75rem;
      }
      .top > :is(h1, h2, h3, h4, h5, h6) {
        margin: 0;
      }
      .controls {
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }
      .controls .button {
        min-width: 44px;
        padding: 0.4rem 0.6rem;
      }
      .position {
        margin: 0;
        color: var(--muted, #4a524c);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 1rem;
        grid-template-columns: repeat(var(--per-view, 1), minmax(0, 1fr));
      }
      /* Larger text gets fewer, wider columns (WCAG 1.4.4), not clipped cards. */
      ul.per-view-2,
      ul.per-view-4 {
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
      }
      .category {
        margin: 0 0 0.25rem;
        font-size: 0.9rem;
        font-weight: 600;
        color: var(--green, #1f5130);
      }
      ul.per-view-2 {
        --per-view: 2;
      }
      ul.per-view-4 {
        --per-view: 4;
      }
      .date {
        margin: 0 0 0.25rem;
        color: var(--muted, #4a524c);
        font-size: 0.9rem;
      }
      .card :is(h3, h4, h5, h6) {
        font-size: 1.1rem;
      }
    `,
  ];

  /** As the news API answers; sorted and capped here. */
  declare items: NewsItem[];
  declare heading: string | undefined;
  declare headingLevel: HeadingLevel;
  declare loading: boolean;
  declare error: boolean;
  declare private start: number;
  declare private perView: number;
  private readonly headingId = uniqueId('gs-news');
  private unwatch: (() => void) | undefined;

  constructor() {
    super();
    this.items = [];
    this.heading = undefined;
    this.headingLevel = 2;
    this.loading = false;
    this.error = false;
    this.start = 0;
    this.perView = 1;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.perView = newsPerView(viewportWidth());
    this.unwatch = watchBreakpoints(
      newsBreakpoints.map((point) => point.minWidth),
      () => (this.perView = newsPerView(viewportWidth())),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unwatch?.();
    this.unwatch = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('items')) this.start = 0;
  }

  private move(direction: 1 | -1, enabled: boolean): void {
    if (!enabled) return;
    this.start = Math.max(0, this.start + direction * this.perView);
  }

  private renderItem(item: NewsItem, level: HeadingLevel) {
    // The news API's `heading` is the item's category ("Virkesmarknad"), `title` its title.
    const title = item.title || item.heading;
    const category = item.heading && item.heading !== title ? item.heading : null;
    const date = formatDate(item.publishedDate);
    return html`<li>
      <div class="card">
        ${item.imageUrl ? html`<img src=${item.imageUrl} alt="" />` : nothing}
        <div class="body">
          ${category ? html`<p class="category">${category}</p>` : nothing}
          ${
            date
              ? html`<p class="date">
                  <span class="visually-hidden">${t('ui.news.published')} </span
                  ><time datetime=${date}>${date}</time>
                </p>`
              : nothing
          }
          ${heading(
            level,
            item.link ? html`<a class="stretched" href=${item.link}>${title}</a>` : title,
          )}
          ${item.description ? html`<p>${item.description}</p>` : nothing}
        </div>
      </div>
    </li>`;
  }

  private renderBody(level: HeadingLevel) {
    const news = latestNews(this.items);
    if (news.length === 0) return html`<p>${t('ui.news.empty')}</p>`;
    const view = newsWindow(this.start, this.perView, news.length);
    const position = t('ui.news.position', {
      first: view.start + 1,
      last: view.end,
      total: news.length,
    });
    return html`<div class="controls">
        <button
          class="button secondary"
          type="button"
          aria-disabled=${view.hasPrevious ? 'false' : 'true'}
          @click=${() => this.move(-1, view.hasPrevious)}
        >
          ${previousIcon}<span class="visually-hidden">${t('ui.news.previous')}</span>
        </button>
        <p class="position" aria-live="polite">${position}</p>
        <button
          class="button secondary"
          type="button"
          aria-disabled=${view.hasNext ? 'false' : 'true'}
          @click=${() => this.move(1, view.hasNext)}
        >
          ${nextIcon}<span class="visually-hidden">${t('ui.news.next')}</span>
        </button>
      </div>
      <ul class="per-view-${Math.min(this.perView, 4)}">
        ${repeat(
          news.slice(view.start, view.end),
          (item) => item.id,
          (item) => this.renderItem(item, level),
        )}
      </ul>`;
  }

  protected override render() {
    const level = headingLevel(this.headingLevel);
    if (this.error) {
      return html`<section aria-labelledby=${this.headingId}>
        ${heading(level, t('ui.news.error'), { id: this.headingId })}
        <p>${t('ui.news.errorInfo')}</p>
      </section>`;
    }
    const title = this.heading || t('ui.news.heading');
    return html`<section
      aria-labelledby=${this.headingId}
      aria-roledescription="karusell"
      aria-busy=${this.loading ? 'true' : 'false'}
    >
      ${
        this.loading
          ? html`${heading(level, title, { id: this.headingId })}
              <gs-skeleton rows="3" label=${t('ui.news.loading')}></gs-skeleton>`
          : html`<div class="top">${heading(level, title, { id: this.headingId })}</div>
              ${this.renderBody(nextLevel(level))}`
      }
    </section>`;
  }
}
