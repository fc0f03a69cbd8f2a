// A link for the rows of a long list (a month's days): it navigates the way wouter's Link does,
// without a location subscription per row. Each Link reads the location and listens for history
// changes; 31 of them in a claim were a measurable part of its first render on a phone (issue 26).
// openRowLink makes a whole row (or card) open its one link (issue 40).
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';

export function RowLink({ href, state, children }: { href: string; state?: unknown; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A modified or middle click opens a tab, as on any link.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href, { state });
  }
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * The click handler of a row (class `row-link`) that opens what its one link opens (issue 40): a
 * click anywhere on the row follows the first link in it, except on its own controls (a checkbox,
 * a button, the link itself) or while text is being selected. The keyboard reaches the link.
 */
export function openRowLink(event: MouseEvent<HTMLElement>) {
  if (event.button !== 0 || event.defaultPrevented) return;
  if ((event.target as Element).closest('a, button, input, select, textarea, label, summary')) return;
  if (window.getSelection()?.toString()) return;
  event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
}
