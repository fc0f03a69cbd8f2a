// The route rows of the Modify route popup, each with its remove button.
import { DAY_PERIODS } from '../../contract/expenses';
import { Icon } from '../../ui/icons';
import type { RouteRowView } from './route-rows';

/**
 * Three columns, so three rows fit a 360 px phone: the row's number, its journey (from → to, over
 * its period and activity) and its remove button.
 */
export function RouteTable({ rows, onRemove }: { rows: RouteRowView[]; onRemove: (index: number) => void }) {
  if (rows.length === 0) return <p className="muted">No route rows yet.</p>;
  return (
    <table className="route-table" aria-label="Route rows">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Route</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.Slno}>
            <td>{row.Slno}</td>
            <td className="route-table__route">
              <span className="route-table__cities">
                {row.fromCityName} <span aria-hidden="true">→</span>
                <span className="visually-hidden">to</span> {row.toCityName}
              </span>
              <span className="muted">
                {DAY_PERIODS.find((option) => option.value === row.Period)?.periodName} · {row.activityName}
              </span>
            </td>
            <td className="route-table__remove">
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove row ${row.Slno}, ${row.fromCityName} to ${row.toCityName}`}
                onClick={() => onRemove(index)}
              >
                <Icon name="trash" size={18} />
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
