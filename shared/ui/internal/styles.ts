import { css } from 'lit';

/**
 * Styles every element shares. Colours come from the host's custom properties (host/styles.css)
 * with the same values as fallbacks, so an element looks right alone in the harness too.
 * Sizes in rem: the host sets 18 px as the base for readers over sixty.
 */
export const baseStyles = css`
  :host {
    display: block;
    color: var(--ink, #1b1f1c);
    line-height: 1.6;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: 1.25;
    color: var(--green-dark, #143820);
    margin: 0 0 0.5rem;
  }
  h1 {
    font-size: 2rem;
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.2rem;
  }
  h4,
  h5,
  h6 {
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  a {
    color: var(--green, #1f5130);
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: var(--green-dark, #143820);
    text-decoration-thickness: 2px;
  }
  :focus-visible {
    outline: 3px solid var(--focus, #0b57d0);
    outline-offset: 2px;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  button {
    font: inherit;
    min-height: 44px;
    cursor: pointer;
  }
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    padding: 0.4rem 1rem;
    border: 2px solid var(--green, #1f5130);
    border-radius: var(--radius, 6px);
    background: var(--green, #1f5130);
    color: #ffffff;
    font-weight: 600;
  }
  .button:hover {
    background: var(--green-dark, #143820);
    border-color: var(--green-dark, #143820);
  }
  .button.secondary {
    background: var(--surface, #ffffff);
    color: var(--green, #1f5130);
  }
  .button.secondary:hover {
    background: var(--green-light, #e6efe8);
  }
  .button[aria-disabled='true'] {
    cursor: not-allowed;
    background: var(--surface, #ffffff);
    border-color: var(--border, #8a948c);
    color: var(--muted, #4a524c);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  svg.icon {
    width: 1.25em;
    height: 1.25em;
    flex: none;
    fill: currentColor;
  }
  @media (forced-colors: active) {
    svg.icon {
      fill: CanvasText;
    }
  }
`;
