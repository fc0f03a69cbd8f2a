// The 'Details' dialog of a field-work day: the calls the employee reported (spec section 2), with
// the time of each and whether the phone's location was stamped on it (issue 27).
import { formatListDate } from '../../lib/calendar';
import { useQuery } from '../../lib/server-store';
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

  return (
    <Dialog title="Details" className="field-work-dialog" onClose={onClose}>
      <p className="muted">{formatListDate(date)}</p>
      {isLoading && !rows && <p className="muted">Loading the customers...</p>}
      {error && !rows && <p className="error-text">{error}</p>}
      {rows?.length === 0 && <p>{NO_DATA}</p>}
      {rows && rows.length > 0 && (
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
