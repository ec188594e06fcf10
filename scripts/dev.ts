// npm run dev: the API (tsx watch, restarted when server code changes) and the Vite dev server
// (HMR; regenerates src/generated/ when a schema is saved), together. A regenerated registry is
// applied by the running API itself (LIVE_REGISTRY=1, server/live.ts), not by a restart: tsx
// watch leaves src/generated/ alone.
// Ctrl-C, or either process exiting, stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8080';
const consoleUrl = `http://localhost:${process.env.VITE_PORT ?? 5173}`;
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const children: ChildProcess[] = [];
let stopping = false;

function start(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  // Own process group, so stopping kills the whole tree (tsx watch and its node child, vite).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`dev: ${label} exited (${signal ?? code}); stopping`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  // Give them a moment to shut down cleanly (PGlite flushes), then leave.
  setTimeout(() => {
    for (const child of children) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(code);
  }, 3000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// STATIC_DIR='' : the API alone; Vite serves the console.
// CONSOLE_URL: the API's start banner names the page to open (Vite's), not its own port.
start(
  'api',
  bin('tsx'),
  ['watch', '--clear-screen=false', '--exclude', 'src/generated/**', 'server/main.ts'],
  {
    PORT: apiPort,
    STATIC_DIR: '',
    CONSOLE_URL: consoleUrl,
    LIVE_REGISTRY: '1',
  },
);
start('vite', bin('vite'), ['--strictPort'], { API_PORT: apiPort });
console.log(
  `dev: open ${consoleUrl}/ (Vite, hot reload); the API runs on http://localhost:${apiPort}, applies saved schemas live and restarts when server code changes`,
);
