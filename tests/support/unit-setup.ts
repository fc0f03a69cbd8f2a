// Unit tests run in Node: IndexedDB comes from fake-indexeddb wherever Dexie is touched.
import 'fake-indexeddb/auto';
