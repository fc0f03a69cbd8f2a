// The title row of a screen, with an optional back link and actions.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useText } from '../lib/use-text';
import { Icon } from './icons';
import { UI_TEXTS } from './ui-texts';

export function PageHeader({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo?: string;
  children?: ReactNode;
}) {
  const t = useText();
  return (
    <header className="page-header">
      {backTo && (
        <Link href={backTo} className="icon-button" aria-label={t(UI_TEXTS.back)}>
          <Icon name="back" />
        </Link>
      )}
      <h1 className="page-title">{title}</h1>
      {children && <div className="page-header__actions">{children}</div>}
    </header>
  );
}
