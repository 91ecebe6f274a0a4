import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../internal/styles.ts';

/**
 * Grey placeholder rows while something loads. The rows are hidden from readers; a `label`
 * ("Dokumenten laddas…") is announced instead through a status role.
 */
export class GsSkeleton extends LitElement {
  static override properties = {
    rows: { type: Number },
    label: { type: String },
  };
  static override styles = [
    baseStyles,
    css`
      .row {
        display: flex;
        gap: 1rem;
        align-items: center;
        padding: 0.75rem 0;
        border-bottom: 1px solid var(--green-light, #e6efe8);
      }
      .bar {
        display: block;
        height: 1rem;
        border-radius: 4px;
        background: linear-gradient(90deg, #e4e7e3 25%, #f1f3f0 50%, #e4e7e3 75%);
        background-size: 200% 100%;
        animation: shimmer 1.5s ease-in-out infinite;
      }
      .bar:nth-child(1) {
        flex: 3;
      }
      .bar:nth-child(2) {
        flex: 1;
      }
      .bar:nth-child(3) {
        flex: 1;
      }
      @keyframes shimmer {
        from {
          background-position: 200% 0;
        }
        to {
          background-position: -200% 0;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .bar {
          animation: none;
        }
      }
    `,
  ];

  declare rows: number;
  declare label: string | undefined;

  constructor() {
    super();
    this.rows = 3;
    this.label = undefined;
  }

  protected override render() {
    const count = Math.max(0, Math.min(50, Math.trunc(Number(this.rows) || 0)));
    return html`${
        this.label ? html`<p role="status" class="visually-hidden">${this.label}</p>` : nothing
      }
      <div aria-hidden="true">
        ${Array.from(
          { length: count },
          () =>
            html`<div class="row" part="row">
              <span class="bar"></span><span class="bar"></span><span class="bar"></span>
            </div>`,
        )}
      </div>`;
  }
}
