// `npm run restore -- FILE [--replace]`: a backup file back under DATA_DIR (default ./data).
// Stop the server first; with DATABASE_URL use pg_restore (README).
import path from 'node:path';
import { readConfig } from '../server/config';
import { restorePglite } from '../server/db/backup';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const config = readConfig();
if (!file) {
  console.error('Usage: npm run restore -- FILE [--replace]');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backing up").');
  process.exit(2);
}
await restorePglite(path.resolve(file), config.dataDir, { replace: args.includes('--replace') });
console.log(`Restored ${file} into ${config.dataDir}.`);
