import { css } from 'lit';

/**
 * A card that is one link: the link sits in the heading and its ::after covers the card, so
 * the whole card is clickable without nesting interactive elements, and a reader hears the
 * heading as the link's name.
 */
export const cardStyles = css`
  .card {
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    background: var(--surface, #ffffff);
    border: 1px solid var(--border, #8a948c);
    border-radius: var(--radius, 6px);
    /* Long words wrap rather than spill; nothing is cut off when text is enlarged (1.4.4). */
    overflow-wrap: break-word;
  }
  .card img {
    display: block;
    border-radius: calc(var(--radius, 6px) - 1px) calc(var(--radius, 6px) - 1px) 0 0;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  .card .body {
    display: flex;
    flex-direction: column;
    flex: 1;
    padding: 1rem;
  }
  .card .stretched::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .card .stretched:focus-visible {
    outline: none;
  }
  .card:has(.stretched:focus-visible) {
    outline: 3px solid var(--focus, #0b57d0);
    outline-offset: 2px;
  }
  .card:has(.stretched:hover) {
    border-color: var(--green, #1f5130);
    box-shadow: 0 2px 8px rgb(0 0 0 / 15%);
  }
  .card .more {
    margin-top: auto;
    font-weight: 600;
    color: var(--green, #1f5130);
  }
`;
