// /admin: what an administrator can do, one link per section (issue 24).
import { Link } from 'wouter';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ADMIN_PATHS } from './admin-paths';
import './admin.css';

const SECTIONS = [
  {
    href: ADMIN_PATHS.employees,
    title: 'Employees',
    text: 'Add, edit and deactivate people; reset a password.',
  },
  {
    href: ADMIN_PATHS.places,
    title: 'Places',
    text: 'Territories, their cities and the road distances between them.',
  },
  {
    href: ADMIN_PATHS.rates,
    title: 'Rates',
    text: 'Fare per km and daily allowances by grade, from a date.',
  },
  {
    href: ADMIN_PATHS.limits,
    title: 'Limits',
    text: 'The most a bill, day, night or month may claim, by grade and city class.',
  },
  { href: ADMIN_PATHS.holidays, title: 'Holidays', text: 'The company’s holidays of each year.' },
  {
    href: ADMIN_PATHS.expenseTypes,
    title: 'Expense types',
    text: 'What a bill may be: an expense or a sundry.',
  },
  {
    href: ADMIN_PATHS.importExport,
    title: 'Import and export',
    text: 'CSV files: a template, a check, an import.',
  },
  { href: ADMIN_PATHS.audit, title: 'Audit log', text: 'Every change: who, when, before and after.' },
];

export default function AdminPage() {
  return (
    <section className="page">
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <ul className="admin-cards">
        {SECTIONS.map((section) => (
          <li key={section.href} className="card">
            <Link href={section.href}>{section.title}</Link>
            <p className="muted">{section.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
