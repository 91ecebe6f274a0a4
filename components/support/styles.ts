import type { CSSProperties } from 'react';

/**
 * The form's look as React style props (the CSP forbids inline <style>; the element renders
 * into the page's light DOM and borrows the host's .button and .alert classes). Colours
 * are the host's custom properties with the same fallbacks, all AA on white.
 */
export const styles = {
  form: { maxWidth: '40rem' },
  field: { display: 'flex', flexDirection: 'column', gap: '0.25rem', marginBottom: '1.25rem' },
  row: { display: 'flex', flexWrap: 'wrap', gap: '0 1rem' },
  countryCode: { flex: '0 0 7rem' },
  phone: { flex: '1 1 14rem' },
  label: { fontWeight: 600 },
  hint: { margin: 0, color: 'var(--muted, #4a524c)', fontSize: '0.95rem' },
  control: {
    width: '100%',
    minHeight: '48px',
    padding: '0.5rem 0.75rem',
    font: 'inherit',
    color: 'var(--ink, #1b1f1c)',
    background: '#fff',
    borderStyle: 'solid',
    borderWidth: '2px',
    borderColor: 'var(--border, #8a948c)',
    borderRadius: 'var(--radius, 6px)',
  },
  invalid: { borderColor: 'var(--error-ink, #8a1c13)', borderWidth: '3px' },
  textarea: { minHeight: '12rem', resize: 'vertical' },
  error: { margin: 0, color: 'var(--error-ink, #8a1c13)', fontWeight: 600 },
  count: { margin: 0, color: 'var(--muted, #4a524c)', fontSize: '0.95rem' },
  countOver: { margin: 0, color: 'var(--error-ink, #8a1c13)', fontWeight: 600 },
  fieldset: { border: 0, padding: 0, margin: '0 0 1.25rem', minWidth: 0 },
  legend: { fontWeight: 600, padding: 0, marginBottom: '0.25rem' },
  choice: { display: 'flex', alignItems: 'center', gap: '0.6rem', minHeight: '44px' },
  radio: { width: '1.4rem', height: '1.4rem', margin: 0, accentColor: 'var(--green, #1f5130)' },
  alert: { marginBottom: '1.25rem' },
  summaryHeading: { margin: '0 0 0.5rem', fontSize: '1.1rem', color: 'inherit' },
  summaryList: { margin: 0, paddingLeft: '1.25rem' },
  summaryLink: { color: 'inherit', fontWeight: 600 },
  paragraph: { margin: '0 0 0.5rem' },
  last: { margin: 0 },
} satisfies Record<string, CSSProperties>;
