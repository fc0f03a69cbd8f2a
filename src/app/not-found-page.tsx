// Any path outside the route table.
import { useText } from '../lib/use-text';
import { APP_TEXTS } from './app-texts';

export function NotFoundPage() {
  const t = useText();
  return (
    <main className="centred-message">
      <h1>{t(APP_TEXTS.notFound)}</h1>
      <a href="/home" className="button button--secondary">
        {t(APP_TEXTS.goHome)}
      </a>
    </main>
  );
}
