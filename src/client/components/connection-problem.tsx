import { Component, type ReactNode } from 'react';
import { LoaderCircle, RefreshCw, ServerCrash, TriangleAlert, WifiOff } from 'lucide-react';
import { Button } from './ui/button';
import { Logo } from './logo';
import { CONNECTION_MESSAGES } from '#shared/rules/connection.ts';
import { releaseFirstScreen } from '#client/lib/first-screen.ts';

export type ProblemKind = 'offline' | 'unavailable' | 'failed';

const TEXTS = {
  offline: CONNECTION_MESSAGES.offlineScreen,
  unavailable: CONNECTION_MESSAGES.unavailableScreen,
  failed: CONNECTION_MESSAGES.failedScreen,
};

/**
 * In place of a screen that cannot open without the server (docs/decisions/0049): offline, or the server
 * failed or did not answer (or, `failed`, the screen broke). Never the Welcome page: only a 401 means
 * signed out.
 */
export function ConnectionProblem({
  kind,
  onRetry,
  retrying = false,
  brand = true,
}: {
  kind: ProblemKind;
  onRetry: () => void;
  retrying?: boolean;
  /** The logo and name above (false below a screen's own header). */
  brand?: boolean;
}) {
  const text = TEXTS[kind];
  const Icon = kind === 'offline' ? WifiOff : kind === 'unavailable' ? ServerCrash : TriangleAlert;
  return (
    <main
      aria-labelledby="connection-problem-title"
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center"
    >
      {brand ? (
        <span className="mb-4 flex items-center gap-2">
          <Logo className="size-9" />
          <span className="text-xl font-black tracking-tight text-primary-strong">PawType</span>
        </span>
      ) : null}
      <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft">
        <Icon aria-hidden className="size-10 text-primary-strong" />
      </span>
      <h1 id="connection-problem-title" className="text-2xl">
        {text.title}
      </h1>
      <p className="max-w-xs text-muted">{text.description}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? <LoaderCircle aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
        {CONNECTION_MESSAGES.retry}
      </Button>
    </main>
  );
}

/** A screen's code that did not arrive (a lazy chunk fetched offline, or from a server that failed). */
export const isLoadFailure = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|module script|Importing a module/i.test(error.message);

/**
 * Catches a screen that failed to load its code (offline on a screen not opened before), or that broke,
 * and offers a retry, which reloads the page; a screen whose code did not arrive reloads by itself once
 * back online. `resetKey` (the path) clears it when
 * the owner goes elsewhere.
 */
export class ScreenErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state: { error: unknown; key: string } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; key: string },
  ): { error: unknown; key: string } | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  private readonly reloadWhenOnline = () => {
    if (this.state.error && isLoadFailure(this.state.error)) window.location.reload();
  };

  override componentDidMount() {
    window.addEventListener('online', this.reloadWhenOnline);
  }

  override componentDidUpdate() {
    // The server's picture of the result page must not hide an error in its place.
    if (this.state.error) releaseFirstScreen();
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.reloadWhenOnline);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ConnectionProblem
        kind={!isLoadFailure(this.state.error) ? 'failed' : navigator.onLine === false ? 'offline' : 'unavailable'}
        onRetry={() => window.location.reload()}
      />
    );
  }
}
