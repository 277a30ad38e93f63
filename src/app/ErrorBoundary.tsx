import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it and shows the fallback; give it a key to reset on navigation. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Reported by React in development; production error reporting joins in a later issue.
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
