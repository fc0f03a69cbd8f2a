// Catches a screen that fails to load or render, so one broken screen never blanks the whole app.
import { Component, type ReactNode } from 'react';
import { useText } from '../lib/use-text';
import { APP_TEXTS } from './app-texts';

interface Props {
  children: ReactNode;
  /** Moving to another route (a new key) gives the screen another chance. */
  resetKey: string;
}

export class ScreenBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.hasFailed)
      this.setState({ hasFailed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to load or render', error);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return <ScreenFailed />;
  }
}

function ScreenFailed() {
  const t = useText();
  return (
    <main className="centred-message" role="alert">
      <p>{t(APP_TEXTS.screenFailed)}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t(APP_TEXTS.tryAgain)}
      </button>
    </main>
  );
}
