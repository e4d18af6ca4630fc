import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The last resort: when a page throws, it is replaced by red text `Error: {message}`. */
export function ErrorText({ message }: { message: string }) {
  return <div style={{ color: 'red', padding: '1rem', fontFamily: 'monospace' }}>Error: {message}</div>;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface State {
  failed: boolean;
  error: unknown;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorText message={errorText(this.state.error)} />;
    return this.props.children;
  }
}
