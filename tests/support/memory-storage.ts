// localStorage for unit tests in Node, which has none: a Map behind the Storage interface, empty or
// holding a signed-in session.
import { sessionEntries } from '../../src/lib/session';

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A storage holding asha's session (employee 3 of company 1) under this token. */
export function signedInStorage(token: string): Storage {
  const storage = memoryStorage();
  for (const [key, value] of sessionEntries(token, {
    employeeId: 3,
    companyId: 1,
    companyName: 'Sunrise',
    designation: 'MR',
    employeeName: 'Asha',
    useName: 'asha',
    expenseMonth: 11,
    expenseYear: 2026,
  }))
    storage.setItem(key, value);
  return storage;
}
