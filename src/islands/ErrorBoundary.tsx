import { Component, type ReactNode } from 'react';

export interface ErrorTexts {
  unexpectedTitle: string;
  unexpectedText: string;
  retry: string;
  reload: string;
}

/** Reads the error texts the page carries (rendered by Layout), for islands and the page script. */
export function pageErrorTexts():
  (ErrorTexts & { loadFailedTitle: string; loadFailedText: string; backHome: string; home: string }) | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById('ui-errors');
  return script ? JSON.parse(script.textContent ?? '{}') : undefined;
}

/**
 * The spec's error screen for an interactive part that fails: 'Er ging iets mis', with a button
 * that tries again and one that reloads the page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const t = pageErrorTexts();
    if (!t) return null;
    return (
      <div className="error-screen" role="alert">
        <p className="error-screen__title">{t.unexpectedTitle}</p>
        <p>{t.unexpectedText}</p>
        <div className="error-screen__actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => this.setState({ failed: false })}
          >
            {t.retry}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => location.reload()}>
            {t.reload}
          </button>
        </div>
      </div>
    );
  }
}
