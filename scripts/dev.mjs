// `npm run dev`: the API server on 8081 (PGlite in ./data) and Vite's dev server on 8080, proxying /api.
import { spawn } from 'node:child_process';

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '8081', DIST_DIR: '/nonexistent' },
});
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
  stdio: 'inherit',
  env: { ...process.env, API_TARGET: `http://localhost:${process.env.API_PORT ?? '8081'}` },
});
const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
vite.on('exit', stop);
