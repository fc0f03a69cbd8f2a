// `npm run backup -- FILE`: the embedded database under DATA_DIR (default ./data) into one file.
// Stop the server first (it holds the folder's lock); with DATABASE_URL use pg_dump (README).
import path from 'node:path';
import { readConfig } from '../server/config';
import { backupPglite } from '../server/db/backup';

const file = process.argv[2];
const config = readConfig();
if (!file) {
  console.error('Usage: npm run backup -- FILE');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (README, "Backing up").');
  process.exit(2);
}
const bytes = await backupPglite(config.dataDir, path.resolve(file));
console.log(`Backed up ${config.dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
