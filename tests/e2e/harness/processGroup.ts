// A child process in its own process group (so stopping it also ends what it started: Vite, the
// API, a build), with the tail of its output kept for failure messages. Used by server.ts and dev.ts.
import { spawn } from 'node:child_process';

export interface ProcessGroup {
  /** Everything it printed so far (the last ~100-200 kB). */
  output(): string;
  /** Its exit code once it has exited (-1 when a signal ended it), undefined while it runs. */
  exitCode(): number | undefined;
  /** SIGTERM to the group, SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function spawnGroup(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ProcessGroup {
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let exited: number | undefined;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? -1 : 0);
      resolve();
    }),
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already gone */
    }
  };
  const stop = async () => {
    if (exited !== undefined || !child.pid) return;
    signal('SIGTERM');
    if (!(await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]))) {
      signal('SIGKILL');
      await exit;
    }
  };
  return { output: () => log, exitCode: () => exited, stop };
}
