// The table every list of administration is: column titles over rows, scrolling sideways on a
// desktop and stacking each row as a card on a phone (admin.css; cells carry data-label).
import type { ReactNode } from 'react';

export function AdminTable({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
