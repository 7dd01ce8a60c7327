import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FullPageErrorScreen } from './error-screen';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

/** Last line of defence for errors outside the router's own error boundaries. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <FullPageErrorScreen /> : this.props.children;
  }
}
