import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

interface PageErrorBoundaryState {
  error: unknown;
  failedAt: string | undefined;
}

/** Catches a page that crashed or whose code could not load, and shows RouteError in its place. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    if (state.error === null) return { failedAt: props.resetKey };
    return props.resetKey !== state.failedAt ? { error: null, failedAt: props.resetKey } : null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
