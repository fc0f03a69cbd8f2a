// The sections of administration, as links under the title (a row on a desktop, wrapping on a phone).
import { Link, useLocation } from 'wouter';
import { useText } from '../../lib/use-text';
import { ADMIN_PATHS } from './admin-paths';
import { ADMIN_TEXTS as A } from './admin-texts';

const SECTIONS = [
  { label: A.employees, href: ADMIN_PATHS.employees },
  { label: A.places, href: ADMIN_PATHS.places },
  { label: A.rates, href: ADMIN_PATHS.rates },
  { label: A.limits, href: ADMIN_PATHS.limits },
  { label: A.holidays, href: ADMIN_PATHS.holidays },
  { label: A.expenseTypes, href: ADMIN_PATHS.expenseTypes },
  { label: A.customers, href: ADMIN_PATHS.customers },
  { label: A.importExport, href: ADMIN_PATHS.importExport },
  { label: A.audit, href: ADMIN_PATHS.audit },
];

export function AdminNav() {
  const t = useText();
  const [location] = useLocation();
  return (
    <nav className="admin-nav" aria-label={t(A.administration)}>
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
