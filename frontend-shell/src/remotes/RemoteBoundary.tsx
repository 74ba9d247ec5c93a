import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { I18nGate, useT } from '../i18n/i18n';

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
    return this.state.failed ? (
      <I18nGate fallback={<ShellBooting />}>
        <RemoteFailure onRetry={this.retry} />
      </I18nGate>
    ) : (
      this.props.children
    );
  }
}

export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main className="shell-state" aria-labelledby="shell-failure-title">
      <div className="shell-state__card">
        <LanternMark className="shell-state__mark" />
        <h1 id="shell-failure-title" className="shell-state__title" tabIndex={-1} ref={headingRef}>
          {t('shell.failure.title')}
        </h1>
        <p className="shell-state__text">{t('shell.failure.text')}</p>
        <div className="shell-state__actions">
          <button type="button" className="shell-button shell-button--primary" onClick={onRetry}>
            {t('shell.failure.retry')}
          </button>
          <a className="shell-button shell-button--ghost" href="/">
            {t('shell.failure.home')}
          </a>
        </div>
      </div>
    </main>
  );
}

/**
 * Branded loading state shown while a remote's code arrives. The shell's words come in the language in force (its
 * messages load beside the remote's code: nothing waits for them but these words).
 */
export function RemoteLoading() {
  return (
    <I18nGate fallback={<ShellBooting />}>
      <RemoteLoadingText />
    </I18nGate>
  );
}

function RemoteLoadingText() {
  const t = useT();
  return (
    <div className="shell-state shell-state--loading" role="status" aria-live="polite">
      <LanternMark className="shell-state__mark shell-state__mark--pulse" />
      <span className="shell-state__loading-text">{t('shell.loading')}</span>
    </div>
  );
}

/** While the shell's messages arrive (a moment at most): the brand mark, no words yet. */
export function ShellBooting() {
  return (
    <div className="shell-state shell-state--loading">
      <LanternMark className="shell-state__mark shell-state__mark--pulse" />
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
