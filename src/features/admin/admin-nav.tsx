// The sections of administration, as links under the title (a row on a desktop, wrapping on a phone).
import { Link, useLocation } from 'wouter';
import { ADMIN_PATHS } from './admin-paths';

const SECTIONS = [
  { label: 'Employees', href: ADMIN_PATHS.employees },
  { label: 'Places', href: ADMIN_PATHS.places },
  { label: 'Rates', href: ADMIN_PATHS.rates },
  { label: 'Limits', href: ADMIN_PATHS.limits },
  { label: 'Holidays', href: ADMIN_PATHS.holidays },
  { label: 'Expense types', href: ADMIN_PATHS.expenseTypes },
  { label: 'Customers', href: ADMIN_PATHS.customers },
  { label: 'Import and export', href: ADMIN_PATHS.importExport },
  { label: 'Audit log', href: ADMIN_PATHS.audit },
];

export function AdminNav() {
  const [location] = useLocation();
  return (
    <nav className="admin-nav" aria-label="Administration">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="admin-nav__link"
              aria-current={location === section.href ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
