import type { CSSProperties } from 'react';

/** The registration pages' form styles (style props: the host has no form classes yet). */
export const styles = {
  page: { maxWidth: '40rem' },
  field: { marginBottom: '1.25rem' },
  label: { display: 'block', fontWeight: 600 },
  hint: { display: 'block', color: 'var(--muted)', fontSize: '0.95rem' },
  input: {
    display: 'block',
    width: '100%',
    maxWidth: '24rem',
    minHeight: '48px',
    marginTop: '0.25rem',
    padding: '0.5rem 0.75rem',
    font: 'inherit',
    color: 'var(--ink)',
    background: '#fff',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'var(--border)',
    borderRadius: 'var(--radius)',
  },
  inputInvalid: { borderColor: 'var(--error-ink)' },
  error: { color: 'var(--error-ink)', fontWeight: 600, margin: '0.25rem 0 0' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    gap: '0.25rem 1rem',
  },
  term: { fontWeight: 600 },
  description: { margin: 0 },
  rights: { margin: 0, paddingLeft: '1.25rem' },
} satisfies Record<string, CSSProperties>;
