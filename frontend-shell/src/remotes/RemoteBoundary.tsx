import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  children: ReactNode;
  /** Called by 'Try again': the owner drops the failed load and renders the remote again. */
  onRetry: () => void;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/**
 * Catches everything that can go wrong with a remote: the manifest fetch, remoteEntry.js (404, network,
 * CORS), the exposed module throwing while it loads, and render errors inside a loaded remote.
 * It shows one friendly, branded message (no technical reason) and retries without a page reload.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The reason stays out of the page but is kept for whoever opens the console.
    console.error('[Tara Pampanga] a part of the app failed to load', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <RemoteFailure onRetry={this.retry} /> : this.props.children;
  }
}

export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main className="shell-state" aria-labelledby="shell-failure-title">
      <div className="shell-state__card">
        <LanternMark className="shell-state__mark" />
        <h1 id="shell-failure-title" className="shell-state__title" tabIndex={-1} ref={headingRef}>
          We couldn't load this part of Tara Pampanga
        </h1>
        <p className="shell-state__text">
          Something got in the way while we were getting this page ready. Check your connection and give it
          another go — your place is kept.
        </p>
        <div className="shell-state__actions">
          <button type="button" className="shell-button shell-button--primary" onClick={onRetry}>
            Try again
          </button>
          <a className="shell-button shell-button--ghost" href="/">
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}

/** Branded loading state shown while a remote's code arrives. */
export function RemoteLoading() {
  return (
    <div className="shell-state shell-state--loading" role="status" aria-live="polite">
      <LanternMark className="shell-state__mark shell-state__mark--pulse" />
      <span className="shell-state__loading-text">Loading Tara Pampanga…</span>
    </div>
  );
}

function LanternMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#8f1d14" />
      <path
        d="M32 12L37.6 26.3L52.9 27.2L41 36.9L44.9 51.8L32 43.5L19.1 51.8L23 36.9L11.1 27.2L26.4 26.3Z"
        fill="#f6b73c"
      />
      <circle cx="32" cy="34" r="5" fill="#e8590c" />
    </svg>
  );
}
