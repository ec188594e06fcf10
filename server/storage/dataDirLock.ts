// One process per PGlite data directory. PGlite is an embedded, single-connection PostgreSQL: two
// processes opening one DATA_DIR each keep their own copy in memory, both accept writes, issue the
// same ids, and whichever flushes last wins (the other side's rows vanish after a restart). So the
// directory gets a lock file naming its owner; a second process is refused at start with a message
// saying who holds it. A lock left by a process that no longer runs (kill -9, a crash) is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'armada.lock';

interface LockOwner {
  pid: number;
  host: string;
  /** The owner's start time as the kernel counts it (/proc/<pid>/stat field 22), so a recycled pid is not mistaken for the owner. */
  started?: string;
  since: string;
}

/** The data directory is held by another live process. */
export class DataDirLockedError extends Error {
  /** Printed without a stack trace: the message says everything. */
  readonly userFacing = true;
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Armada process (pid ${owner.pid}${owner.host !== hostname() ? ` on ${owner.host}` : ''}, since ${owner.since}). ` +
        `Two processes on one embedded database would both accept writes, issue the same ids and lose rows. ` +
        `Stop the other process, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server. ` +
        `(The lock is ${path.join(dataDir, LOCK_FILE)}; it is removed when its owner exits.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

function processStart(pid: number): string | undefined {
  try {
    // The command name (field 2) may contain spaces and parentheses: count fields after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(owner: LockOwner): boolean {
  // Another host's pid cannot be checked from here: assume it runs.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(owner.pid);
  return owner.started === undefined || started === undefined || owner.started === started;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? (parsed as LockOwner)
      : undefined;
  } catch {
    // Unreadable or half written (its writer died between open and write): treated as stale.
    return undefined;
  }
}

/** Locks held by this process (file -> release), so opening a directory twice in one process is refused too. */
const held = new Map<string, () => void>();
let exitHook = false;

/**
 * Takes the lock of dataDir for this process, or throws DataDirLockedError. Returns the release
 * function (idempotent); the lock is also released when the process exits normally.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    started: processStart(process.pid),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      const owner = readOwner(file);
      if (owner && (held.has(file) || (owner.pid !== process.pid && isRunning(owner))))
        throw new DataDirLockedError(path.resolve(dataDir), owner);
      // Stale: its owner is gone. Whoever of several takers creates the file next wins; the others
      // find a live owner on their next attempt.
      try {
        unlinkSync(file);
      } catch {
        // Another taker removed it first.
      }
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.delete(file);
      // Only our own lock: a process that took over a lock we lost (never expected) keeps it.
      if (readOwner(file)?.pid === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone (the directory was deleted).
        }
      }
    };
    held.set(file, release);
    if (!exitHook) {
      exitHook = true;
      process.on('exit', () => {
        // Deleting the entry being visited is safe while iterating a Map.
        for (const releaseOne of held.values()) releaseOne();
      });
    }
    return release;
  }
}
