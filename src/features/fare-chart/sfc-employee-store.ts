// The employee's fare-chart details; their area range decides whether approval screens are offered.
import { create } from 'zustand';
import { sfcEmployeeDetails, type TAreaRange } from '../../contract/fare-chart';
import { callApi } from '../../lib/api-client';

interface SfcEmployeeState {
  areaRange: TAreaRange | null;
  error: string;
  load: (employeeId: number) => Promise<void>;
}

export const useSfcEmployeeStore = create<SfcEmployeeState>()((set) => ({
  areaRange: null,
  error: '',
  async load(employeeId) {
    try {
      const details = await callApi(sfcEmployeeDetails, { query: { employeeId } });
      set({ areaRange: details.areaRange, error: '' });
    } catch {
      set({ areaRange: null, error: 'Something went wrong' });
    }
  },
}));

/** Approval entries show only when the area range is defined and is not 'T' (spec section 2). */
export function canApprove(areaRange: TAreaRange | null | undefined): boolean {
  return areaRange !== null && areaRange !== undefined && areaRange !== 'T';
}
