// Where the day details screen leads back to. The day itself is kept as SelectedExpenseData
// (lib/session: selectExpenseDay, readSelectedExpenseDay).

/** /my-expense opened at a day's month, so Back returns to the list the day came from. */
export function monthListPath(activityDate: string): string {
  return `/my-expense?month=${activityDate.slice(0, 7)}`;
}
