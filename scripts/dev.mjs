// npm run dev: the API server with reload (tsx watch) and Vite's dev server side by side.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    // The browser talks to Vite's server, so that is the origin the API must accept writes from.
    env: { NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:5173', ...process.env },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
