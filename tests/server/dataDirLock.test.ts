// One process per PGlite DATA_DIR (issue 6, section 5): a second server started on a directory a
// live server holds is refused at start with a message naming the owner; a lock left by a killed
// process is taken over; a clean exit removes the lock. Real processes (server/main.ts, API only).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/storage/dataDirLock.ts';
import { freePort } from '../fixtures/freePort.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** server/main.ts in one node process (node --import tsx), so its pid is the lock owner's. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STATIC_DIR: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, port, output: () => output, exited };
}

/** Whether the server got to its banner or exited first. */
async function outcome(server: Server): Promise<'listening' | 'exited'> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return 'exited';
    if (server.output().includes('Ctrl-C')) return 'listening';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`neither banner nor exit:\n${server.output()}`);
}

async function untilListening(server: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!server.output().includes('Ctrl-C')) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no banner:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'armada-lock-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two servers on one DATA_DIR', () => {
  test('the second is refused with a clear message while the first keeps serving; a clean exit removes the lock', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    await untilListening(first);

    const second = await startServer(dataDir);
    expect(await outcome(second), second.output()).toBe('exited');
    expect(await second.exited).toBe(1);
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock).toMatchObject({ pid: first.child.pid, host: hostname() });
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another Armada process (pid ${first.child.pid}`,
    );
    expect(second.output()).toContain('DATABASE_URL');
    expect(second.output(), 'a refusal, not a crash: no stack trace').not.toMatch(/\n\s+at /);

    // The first is untouched and still owns the directory.
    expect((await fetch(`http://127.0.0.1:${first.port}/auth/me`)).status).toBe(401);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(
      first.child.pid,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  test('a lock left by a killed server is taken over', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    await untilListening(first);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, LOCK_FILE)), 'kill -9 leaves the lock behind').toBe(true);

    const second = await startServer(dataDir);
    await untilListening(second);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(
      second.child.pid,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});

describe('lockDataDir', () => {
  test('one process cannot hold a directory twice; released, it can take it again', () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    release(); // idempotent
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    lockDataDir(dataDir)();
  });

  test('a stale lock (dead pid, or a recycled pid with another start time, or garbage) is taken over', () => {
    for (const content of [
      JSON.stringify({ pid: 2 ** 22 + 17, host: hostname(), since: '2026-01-01T00:00:00Z' }),
      JSON.stringify({
        pid: process.ppid,
        host: hostname(),
        started: '1',
        since: '2026-01-01T00:00:00Z',
      }),
      '{"pid":',
    ]) {
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, LOCK_FILE), content);
      const release = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      release();
    }
  });

  test('a live owner on another host is respected', () => {
    const dataDir = tempDir();
    writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'other-host', since: '2026-01-01T00:00:00Z' }),
    );
    expect(() => lockDataDir(dataDir)).toThrow(/pid 1 on other-host/);
  });
});

describe('lockDataDir: who counts as a live owner', () => {
  const lockWith = (owner: object) => {
    const dataDir = tempDir();
    writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ since: '2026-01-01T00:00:00Z', ...owner }),
    );
    return dataDir;
  };
  /** The kernel's start time of a process (/proc/<pid>/stat field 22), as the lock records it. */
  const startOf = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  };

  test('a running process on this host holds the lock, with or without its start time, and is named in the refusal', () => {
    for (const started of [undefined, startOf(process.ppid)]) {
      const dataDir = lockWith({ pid: process.ppid, host: hostname(), started });
      let refusal: unknown;
      try {
        lockDataDir(dataDir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      const error = refusal as DataDirLockedError;
      expect(error.name).toBe('DataDirLockedError');
      expect(error.userFacing).toBe(true);
      expect(error.dataDir).toBe(path.resolve(dataDir));
      expect(error.owner).toMatchObject({ pid: process.ppid, host: hostname() });
      // This host is not named; the directory, the remedies and the lock file are.
      expect(error.message).toBe(
        `DATA_DIR ${path.resolve(dataDir)} is in use by another Armada process (pid ${process.ppid}, since 2026-01-01T00:00:00Z). ` +
          `Two processes on one embedded database would both accept writes, issue the same ids and lose rows. ` +
          `Stop the other process, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server. ` +
          `(The lock is ${path.join(path.resolve(dataDir), LOCK_FILE)}; it is removed when its owner exits.)`,
      );
      // Refused without touching the owner's lock.
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(
        process.ppid,
      );
    }
  });

  test('a lock naming this very process but not held by it (left by an earlier run with the same pid) is taken over', () => {
    const dataDir = lockWith({ pid: process.pid, host: hostname(), started: startOf(process.pid) });
    const release = lockDataDir(dataDir);
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock).toMatchObject({
      pid: process.pid,
      host: hostname(),
      started: startOf(process.pid),
    });
    expect(Date.parse(lock.since)).toBeGreaterThan(Date.parse('2026-01-01T00:00:00Z'));
    release();
  });

  test('a lock file without a numeric pid or a host is stale', () => {
    for (const owner of [{ pid: String(process.ppid), host: hostname() }, { pid: process.ppid }]) {
      const dataDir = lockWith(owner);
      const release = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      release();
    }
  });

  test('the refusal names another host', () => {
    const dataDir = lockWith({ pid: 4242, host: 'depot-2' });
    expect(() => lockDataDir(dataDir)).toThrow(`(pid 4242 on depot-2, since 2026-01-01T00:00:00Z)`);
  });

  test('release leaves a lock that another process has taken since', () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    const other = JSON.stringify({
      pid: process.ppid,
      host: hostname(),
      since: '2026-01-01T00:00:00Z',
    });
    writeFileSync(path.join(dataDir, LOCK_FILE), other);
    release();
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(other);
    // And no longer counts as held here: only the file's live owner refuses.
    expect(() => lockDataDir(dataDir)).toThrow(`pid ${process.ppid}`);
  });

  test('a release after the directory is gone does not throw', () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    expect(() => release()).not.toThrow();
  });

  test('a directory that does not exist is an error of its own, not a refusal', () => {
    const missing = path.join(tempDir(), 'missing');
    expect(() => lockDataDir(missing)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  test('a relative path locks the same directory as its absolute form', () => {
    const dataDir = tempDir();
    const release = lockDataDir(path.relative(process.cwd(), dataDir));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
  });
});

describe('lockDataDir: the edges of taking and releasing', () => {
  test('a release called again after the lock was taken anew leaves the new lock alone', () => {
    const dataDir = tempDir();
    const first = lockDataDir(dataDir);
    first();
    const second = lockDataDir(dataDir);
    first();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    second();
  });

  test('a lock that cannot be removed (a directory in its place) is given up after a few attempts', () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, LOCK_FILE));
    expect(() => lockDataDir(dataDir)).toThrow(expect.objectContaining({ code: 'EEXIST' }));
  });

  test('an owner whose pid this user may not signal (EPERM) is alive; one the kernel does not know (ESRCH) is not', () => {
    const kill = vi.spyOn(process, 'kill');
    try {
      for (const [code, taken] of [
        ['EPERM', false],
        ['ESRCH', true],
      ] as const) {
        kill.mockImplementation(() => {
          throw Object.assign(new Error(code), { code });
        });
        const dataDir = tempDir();
        writeFileSync(
          path.join(dataDir, LOCK_FILE),
          JSON.stringify({ pid: process.ppid, host: hostname(), since: '2026-01-01T00:00:00Z' }),
        );
        if (taken) lockDataDir(dataDir)();
        else expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      }
    } finally {
      kill.mockRestore();
    }
  });

  test('the process releases its locks on exit, with one exit listener however many it holds', async () => {
    vi.resetModules();
    // A fresh copy of the module: its exit listener is not yet installed.
    const fresh =
      (await import('../../server/storage/dataDirLock.ts')) as typeof import('../../server/storage/dataDirLock.ts');
    const before = process.listeners('exit');
    const [a, b] = [tempDir(), tempDir()];
    const releaseA = fresh.lockDataDir(a);
    fresh.lockDataDir(b);
    const added = process.listeners('exit').filter((listener) => !before.includes(listener));
    expect(added).toHaveLength(1);
    try {
      releaseA();
      (added[0] as () => void)();
      expect(existsSync(path.join(a, LOCK_FILE))).toBe(false);
      expect(existsSync(path.join(b, LOCK_FILE))).toBe(false);
    } finally {
      process.off('exit', added[0]!);
    }
  });
});
