import { Component, type ReactNode } from 'react';

/**
 * A part of a screen that throws while drawing (or whose chunk fails to load) shows `text` as
 * an alert in its place, so the rest of the screen stays.
 */
export class AlertBoundary extends Component<
  { text: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p role="alert" className="alert alert-error">
        {this.props.text}
      </p>
    ) : (
      this.props.children
    );
  }
}
