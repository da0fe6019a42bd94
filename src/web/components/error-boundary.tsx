import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: ReactNode };
type State = { error: Error | null };

/**
 * Catches render errors (and failed chunk loads: a dropped connection, or a tab left open across
 * a new release) below it and shows `fallback` instead: `<SomethingWentWrong />` for a page, the
 * same look without the code for a lazily loaded control, or null for an extra the page can do
 * without.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
