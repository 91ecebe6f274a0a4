import type { CSSProperties } from 'react';

/**
 * What SignForm.tsx (rewritten in the signing branch) still sets as style props; everything
 * else in this element uses classes (host/styles.css, shared/forms/forms.css). Remove this
 * file once SignForm moves onto the forms kit (FormFailure, FormFooter).
 */
export const styles = {
  message: { margin: '1rem 0' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' },
} satisfies Record<string, CSSProperties>;
