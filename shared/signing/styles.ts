import type { CSSProperties } from 'react';

/**
 * The signing view's styles: the host's classes (.button, .alert) and these style props
 * (the CSP forbids inline <style>), in the host's colours with AA fallbacks.
 */
export const styles = {
  view: { margin: '1rem 0' },
  status: { margin: '0 0 1rem', fontWeight: 600, minHeight: '1.5em' },
  alertText: { margin: '0 0 0.75rem' },
  text: {
    margin: '0 0 1.25rem',
    padding: '0.75rem 1rem',
    borderLeft: '4px solid var(--border, #8a948c)',
    background: 'var(--surface, #f4f6f4)',
  },
  textHeading: { margin: '0 0 0.25rem', fontWeight: 600 },
  userVisibleData: { margin: 0, whiteSpace: 'pre-wrap' },
  ways: { display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'flex-start' },
  way: { flex: '1 1 14rem' },
  wayHeading: { margin: '0 0 0.5rem', fontSize: '1.1rem' },
  instructions: { margin: '0 0 0.75rem' },
  qr: { display: 'block', border: '1px solid var(--border, #8a948c)' },
  testSigner: {
    margin: '1.5rem 0 0',
    padding: '1rem',
    border: '2px dashed var(--border, #8a948c)',
    borderRadius: 'var(--radius, 6px)',
  },
  label: { display: 'block', fontWeight: 600 },
  hint: { display: 'block', color: 'var(--muted, #4a524c)', fontSize: '0.95rem' },
  fieldError: { color: 'var(--error-ink, #8a1c13)', fontWeight: 600, margin: '0.25rem 0 0' },
  input: {
    display: 'block',
    width: '100%',
    maxWidth: '16rem',
    minHeight: '48px',
    margin: '0.25rem 0 1rem',
    padding: '0.5rem 0.75rem',
    font: 'inherit',
    color: 'var(--ink, #1b1f1c)',
    background: '#fff',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'var(--border, #8a948c)',
    borderRadius: 'var(--radius, 6px)',
  },
  inputInvalid: { borderColor: 'var(--error-ink, #8a1c13)' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.25rem' },
} satisfies Record<string, CSSProperties>;
