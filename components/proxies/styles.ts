import type { CSSProperties } from 'react';

/**
 * The element's styles. It renders into the page (light DOM) and the CSP forbids inline
 * <style>, so it uses the host's classes (.button, .alert, .dialog, .chip) and these style
 * props (set through the CSSOM, which the CSP allows). Colours are the host's custom
 * properties (WCAG AA on white) with the same fallbacks.
 */
export const styles = {
  section: { marginBottom: '2rem' },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    padding: '1rem 0',
    borderBottom: '1px solid var(--border, #8a948c)',
  },
  itemHeading: { margin: '0 0 0.25rem', fontSize: '1.15rem' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    gap: '0.25rem 1rem',
    margin: '0.5rem 0',
  },
  term: { fontWeight: 600 },
  description: { margin: 0 },
  status: { display: 'inline-block', marginBottom: '0.25rem' },
  field: { marginBottom: '1.25rem', border: 0, padding: 0 },
  label: { display: 'block', fontWeight: 600 },
  legend: { fontWeight: 600, padding: 0 },
  hint: { display: 'block', color: 'var(--muted, #4a524c)', fontSize: '0.95rem', margin: 0 },
  input: {
    display: 'block',
    width: '100%',
    maxWidth: '24rem',
    minHeight: '48px',
    marginTop: '0.25rem',
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
  shortInput: { maxWidth: '8rem' },
  phoneRow: { display: 'flex', flexWrap: 'wrap', gap: '0 1rem' },
  checkboxRow: {
    display: 'flex',
    gap: '0.75rem',
    alignItems: 'flex-start',
    padding: '0.5rem 0',
  },
  checkbox: { width: '1.5rem', height: '1.5rem', marginTop: '0.2rem', flex: 'none' },
  fieldError: { color: 'var(--error-ink, #8a1c13)', fontWeight: 600, margin: '0.25rem 0 0' },
  summary: { marginBottom: '1.25rem' },
  summaryHeading: { margin: '0 0 0.5rem', fontSize: '1.1rem', color: 'inherit' },
  summaryList: { margin: 0, paddingLeft: '1.25rem' },
  summaryLink: { color: 'inherit' },
  dialog: { maxHeight: 'calc(100vh - 2rem)', overflowY: 'auto' },
  dialogTitle: { marginTop: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' },
  message: { margin: '1rem 0' },
} satisfies Record<string, CSSProperties>;
