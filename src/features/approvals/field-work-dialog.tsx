// The 'Details' dialog of a field-work day: the calls the employee reported (spec section 2), with
// the time of each and whether the phone's location was stamped on it (issue 27).

import { useIsDesktop } from '../../lib/media';
import { useQuery } from '../../lib/use-query';
import { formatListDate } from '../../pure/calendar';
import { Dialog } from '../../ui/dialog';
import { fieldWorkQuery, NO_DATA } from './approval-queries';

export function FieldWorkDialog({
  employeeId,
  date,
  onClose,
}: {
  employeeId: number;
  date: string;
  onClose: () => void;
}) {
  const { data: rows, isLoading, error } = useQuery(fieldWorkQuery, { employeeId, date });
  // Seven columns do not fit a phone: each call is a card there.
  const isDesktop = useIsDesktop();

  return (
    <Dialog title="Details" className="field-work-dialog" onClose={onClose}>
      <p className="muted">{formatListDate(date)}</p>
      {isLoading && !rows && <p className="muted">Loading the customers...</p>}
      {error && !rows && <p className="error-text">{error}</p>}
      {rows?.length === 0 && <p>{NO_DATA}</p>}
      {rows && rows.length > 0 && !isDesktop && (
        <ul className="field-work-cards" aria-label={`Customers of ${formatListDate(date)}`}>
          {rows.map((row) => (
            <li key={row.callId} className="field-work-card">
              <p className="field-work-card__title">
                <span>{row.callTime}</span> <strong>{row.customerName}</strong>
              </p>
              <dl className="field-work-card__facts">
                <div>
                  <dt>Customer Type</dt>
                  <dd>{row.companyType}</dd>
                </div>
                <div>
                  <dt>City Name</dt>
                  <dd>{row.cityName}</dd>
                </div>
                <div>
                  <dt>No. of Chemists</dt>
                  <dd>{row.noOfChem}</dd>
                </div>
                <div>
                  <dt>No. of Doctors</dt>
                  <dd>{row.noOfDoc}</dd>
                </div>
                <div>
                  <dt>Location</dt>
                  <dd>{locationText(row)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {rows && rows.length > 0 && isDesktop && (
        <div className="field-work-dialog__scroll">
          <table className="approvals-table" aria-label={`Customers of ${formatListDate(date)}`}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Customer Name</th>
                <th scope="col">Customer Type</th>
                <th scope="col">City Name</th>
                <th scope="col" className="number">
                  No. of Chemists
                </th>
                <th scope="col" className="number">
                  No. of Doctors
                </th>
                <th scope="col">Location</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.callId}>
                  <td>{row.callTime}</td>
                  <th scope="row">{row.customerName}</th>
                  <td>{row.companyType}</td>
                  <td>{row.cityName}</td>
                  <td className="number">{row.noOfChem}</td>
                  <td className="number">{row.noOfDoc}</td>
                  <td>{locationText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}

function locationText(row: { hasLocation: boolean; isAwayFromCity: boolean }): string {
  if (!row.hasLocation) return 'Not stamped';
  return row.isAwayFromCity ? 'Stamped, away from its city' : 'Stamped';
}
