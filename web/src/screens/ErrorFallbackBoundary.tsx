/** Catches a failure of the error screens themselves (in the browser) and shows the fallback. */
import { Component, type ReactNode } from 'react';
import { ErrorPageFailed } from './StatusPage/ErrorPageFailed';

interface Props {
  children: ReactNode;
}

export class ErrorFallbackBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
