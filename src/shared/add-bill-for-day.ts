// 'Add bill' on a day's details: the capture or upload flow that follows ends in the unreported
// list in attach mode, so the new bill goes onto that day with one tap and the user is back on
// the day (spec section 2). Kept in memory: a reload mid-capture ends in the plain list instead.
let isAddingForDay = false;

export function startAddingBillForDay(): void {
  isAddingForDay = true;
}

/** Where a saved new bill leads: attach mode once, when the flow began on a day. */
export function afterNewBillState(): { attachTo: true } | undefined {
  const state = isAddingForDay ? ({ attachTo: true } as const) : undefined;
  isAddingForDay = false;
  return state;
}
