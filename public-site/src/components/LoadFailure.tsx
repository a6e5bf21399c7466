import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the part that failed (a lazily loaded chunk that did not arrive). */
  fallback: ReactNode;
  children: ReactNode;
  onError?: () => void;
}

/**
 * Keeps a failed lazy load (the visitor went offline, a deploy replaced the chunk) to its own
 * corner of the page instead of unmounting the whole document.
 */
export class LoadFailure extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
