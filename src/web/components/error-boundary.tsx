import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: ReactNode };
type State = { error: Error | null };

/** Catches render errors below it, failed chunk loads among them, and shows `fallback` instead. */
class ErrorBoundary extends Component<Props, State> {
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

/**
 * What lazily loaded code renders under (decision 0054): `fallback` while it loads (Suspense),
 * `failed` when it cannot load or render. A file can fail to download on a dropped connection, or
 * in a tab left open across a new release. The fallbacks:
 * - `<SomethingWentWrong />` for a page;
 * - the same look without the code, for a lazily loaded control;
 * - null, for an extra the page can do without.
 * @param props.fallback shown while loading
 * @param props.failed shown after a failure (default: `fallback`)
 */
export function LoadBoundary({ children, fallback, failed = fallback }: { children: ReactNode; fallback: ReactNode; failed?: ReactNode }) {
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
