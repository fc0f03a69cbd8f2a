// Expense and sundry types for the invoice forms; the last list is kept in Dexie for offline use.
import { create } from 'zustand';
import { getExpenseTypes, type TExpenseTypeOption } from '../../contract/receipts';
import { callApi } from '../../lib/api-client';
import { db } from '../../lib/db';

const CACHE_KEY = 'expense-types';

interface ExpenseTypesState {
  options: TExpenseTypeOption[];
  isLoading: boolean;
  error: string;
  load: (employeeId: number) => Promise<void>;
}

export const useExpenseTypesStore = create<ExpenseTypesState>()((set) => ({
  options: [],
  isLoading: false,
  error: '',
  async load(employeeId) {
    set({ isLoading: true });
    try {
      // Offline the cached list is the answer: no alert for a call that cannot succeed.
      const { getAllExpense } = await callApi(getExpenseTypes, {}, { silent: !navigator.onLine });
      set({ options: getAllExpense, isLoading: false, error: '' });
      await db.cache.put({
        key: CACHE_KEY,
        employeeId,
        value: { options: getAllExpense },
        updatedAt: Date.now(),
      });
    } catch {
      const cached = await db.cache.get(CACHE_KEY);
      const options = (cached?.value.options as TExpenseTypeOption[] | undefined) ?? [];
      set({
        options,
        isLoading: false,
        error:
          options.length > 0
            ? ''
            : 'The expense types could not be loaded. Connect to the internet once and try again.',
      });
    }
  },
}));
