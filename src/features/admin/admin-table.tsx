// The table every list of administration is: column titles over rows, scrolling sideways on a
// desktop and stacking each row as a card on a phone (admin.css; cells carry data-label).
import type { ReactNode } from 'react';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';

export function AdminTable({ head, children }: { head: readonly (Text | string)[]; children: ReactNode }) {
  const t = useText();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {head.map((title) => (
              <th key={typeof title === 'string' ? title : title.key} scope="col">
                {t(title)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
