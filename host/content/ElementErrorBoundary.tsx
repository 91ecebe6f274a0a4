import { Component, type ReactNode } from 'react';

interface Props {
  onError(error: unknown): void;
  children: ReactNode;
}

/** Keeps an element that throws while React renders or mounts it inside its own block. */
export class ElementErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
