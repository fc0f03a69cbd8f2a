// The fare chart's journeys: a table on a desktop, cards on a phone; each row opens its details.
import { Fragment } from 'react';
import type { TSfcJourneyRow } from '../../contract/fare-chart';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { ApprovalHistory } from '../../ui/approval-history';
import { Icon, type IconName } from '../../ui/icons';
import { canDelete, canEdit, journeyName, reasonOf, STATUS_LABELS, statusTone } from './sfc-list';

/** Travel-mode icons by the spec's ids (section 9): 4 car and 6 taxi share one. */
const MODE_ICONS: Record<number, IconName> = {
  1: 'bike',
  2: 'train',
  3: 'bus',
  4: 'car',
  5: 'flight',
  6: 'car',
};

export function ModeIcon({ transportId, size = 22 }: { transportId: number; size?: number }) {
  return <Icon name={MODE_ICONS[transportId] ?? 'bus'} size={size} />;
}

interface RowsProps {
  rows: TSfcJourneyRow[];
  expandedId: number | null;
  onToggle: (row: TSfcJourneyRow) => void;
  onEdit: (row: TSfcJourneyRow) => void;
  onDelete: (row: TSfcJourneyRow) => void;
}

export function SfcTable({ rows, expandedId, onToggle, onEdit, onDelete }: RowsProps) {
  // On a 1024 px screen the columns outgrow the content beside the menu: the table scrolls in its
  // own box there, never the page.
  return (
    <div className="sfc-table-wrap">
      <table className="sfc-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
            <th scope="col">Mode</th>
            <th scope="col">From City</th>
            <th scope="col">To City</th>
            <th scope="col">Category</th>
            <th scope="col">Effective Date</th>
            <th scope="col" className="sfc-table__money">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isOpen = expandedId === row.stpfcDetailid;
            return (
              <Fragment key={row.stpfcDetailid}>
                <tr className={isOpen ? 'sfc-table__row sfc-table__row--open' : 'sfc-table__row'}>
                  <td>
                    <ToggleButton row={row} isOpen={isOpen} onToggle={onToggle} />
                  </td>
                  <td>
                    <span className="sfc-mode">
                      <ModeIcon transportId={row.transportId} />
                      {row.transportName}
                    </span>
                  </td>
                  <td>{row.fromCityName}</td>
                  <td>{row.toCityName}</td>
                  <td>{row.categoryName}</td>
                  <td>{formatListDate(row.effectiveDate)}</td>
                  <td className="sfc-table__money">{formatRupees(row.total)}</td>
                  <td>
                    <Status row={row} />
                  </td>
                  <td>
                    <RowActions row={row} isDesktop onEdit={onEdit} onDelete={onDelete} />
                  </td>
                </tr>
                {isOpen && (
                  <tr className="sfc-table__details">
                    <td colSpan={9}>
                      <JourneyDetails row={row} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function SfcCards({ rows, expandedId, onToggle, onEdit, onDelete }: RowsProps) {
  return (
    <ul className="sfc-cards" aria-label="Journeys">
      {rows.map((row) => {
        const isOpen = expandedId === row.stpfcDetailid;
        return (
          <li key={row.stpfcDetailid} className={`sfc-card sfc-card--${statusTone(row.status)}`}>
            <div className="sfc-card__head">
              <span className="sfc-card__icon" title={row.transportName}>
                <ModeIcon transportId={row.transportId} />
              </span>
              <span className="sfc-card__text">
                <span className="sfc-card__route">
                  {row.fromCityName} → {row.toCityName}
                </span>
                <span className="muted">
                  {row.categoryName} · {row.transportName} · {formatListDate(row.effectiveDate)}
                </span>
              </span>
              <span className="sfc-card__total">{formatRupees(row.total)}</span>
            </div>
            <div className="sfc-card__foot">
              <Status row={row} />
              <span className="sfc-card__actions">
                <RowActions row={row} isDesktop={false} onEdit={onEdit} onDelete={onDelete} />
                <ToggleButton row={row} isOpen={isOpen} onToggle={onToggle} />
              </span>
            </div>
            {isOpen && <JourneyDetails row={row} />}
          </li>
        );
      })}
    </ul>
  );
}

function ToggleButton({
  row,
  isOpen,
  onToggle,
}: {
  row: TSfcJourneyRow;
  isOpen: boolean;
  onToggle: (row: TSfcJourneyRow) => void;
}) {
  return (
    <button
      type="button"
      className={isOpen ? 'icon-button sfc-toggle sfc-toggle--open' : 'icon-button sfc-toggle'}
      aria-expanded={isOpen}
      aria-label={`Details of ${journeyName(row)}`}
      onClick={() => onToggle(row)}
    >
      <Icon name="chevronDown" size={20} />
    </button>
  );
}

function Status({ row }: { row: TSfcJourneyRow }) {
  const reason = reasonOf(row);
  return (
    <span className="sfc-status-cell">
      <span className={`sfc-status sfc-status--${statusTone(row.status)}`}>{STATUS_LABELS[row.status]}</span>
      {reason && <span className="sfc-reason">{reason}</span>}
    </span>
  );
}

function RowActions({
  row,
  isDesktop,
  onEdit,
  onDelete,
}: {
  row: TSfcJourneyRow;
  isDesktop: boolean;
  onEdit: (row: TSfcJourneyRow) => void;
  onDelete: (row: TSfcJourneyRow) => void;
}) {
  return (
    <span className="sfc-actions">
      {canEdit(row) && (
        <button
          type="button"
          className="icon-button"
          aria-label={`Edit ${journeyName(row)}`}
          onClick={() => onEdit(row)}
        >
          <Icon name="edit" size={20} />
        </button>
      )}
      {canDelete(row, isDesktop) && (
        <button
          type="button"
          className="icon-button sfc-actions__delete"
          aria-label={`Delete ${journeyName(row)}`}
          onClick={() => onDelete(row)}
        >
          <Icon name="trash" size={20} />
        </button>
      )}
    </span>
  );
}

/** 'SFC Detailed': every field of the journey. */
function JourneyDetails({ row }: { row: TSfcJourneyRow }) {
  const items: [string, string][] = [
    ['From City', row.fromCityName],
    ['To City', row.toCityName],
    ['Category', row.categoryName],
    ['Mode of Transport', row.transportName],
    ['Effective Date', formatListDate(row.effectiveDate)],
    ['Number of Doctors', String(row.numberOfDoctors)],
    ['Number of Chemists', String(row.numberOfChemist)],
    ['One Way Distance', `${row.oneWayDistance} KM`],
    ['Two Way Distance', `${row.twoWayDistance} KM`],
    ['One Way Fare', formatRupees(row.oneWayFare)],
    ['Two Way Fare', formatRupees(row.twoWayFare)],
    ['Allowance', formatRupees(row.allowance)],
    ['Total', formatRupees(row.total)],
    ['Specification', row.specification || '-'],
    ['Remarks', row.remarks || '-'],
  ];
  return (
    <>
      <dl className="sfc-details" aria-label={`Details of ${journeyName(row)}`}>
        {items.map(([term, value]) => (
          <div key={term} className="sfc-details__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ApprovalHistory entries={row.history} subject={journeyName(row)} title="Approval history" />
    </>
  );
}
