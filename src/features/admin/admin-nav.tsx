// The sections of administration, as links under the title (a row on a desktop, wrapping on a phone).
import { Link, useLocation } from 'wouter';
import { useText } from '../../lib/use-text';
import { ADMIN_PATHS } from './admin-paths';
import { ADMIN_TEXTS as T } from './admin-texts';

const SECTIONS = [
  { label: T.employees, href: ADMIN_PATHS.employees },
  { label: T.places, href: ADMIN_PATHS.places },
  { label: T.rates, href: ADMIN_PATHS.rates },
  { label: T.limits, href: ADMIN_PATHS.limits },
  { label: T.holidays, href: ADMIN_PATHS.holidays },
  { label: T.expenseTypes, href: ADMIN_PATHS.expenseTypes },
  { label: T.customers, href: ADMIN_PATHS.customers },
  { label: T.importExport, href: ADMIN_PATHS.importExport },
  { label: T.audit, href: ADMIN_PATHS.audit },
];

export function AdminNav() {
  const t = useText();
  const [location] = useLocation();
  return (
    <nav className="admin-nav" aria-label={t(T.administration)}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="admin-nav__link"
              aria-current={location === section.href ? 'page' : undefined}
            >
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
