// Starts the built app on a fresh embedded database for the browser tests.
import fs from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
fs.rmSync(dataDir, { recursive: true, force: true });
if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/client/index.html')) {
  console.error('The app is not built: run `npm run build` first (npm test does).');
  process.exit(1);
}
const child = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
