// Watches schemas/ for the live loop of `npm run dev` and runs the generator once per settled save,
// never dropping one (issue 28, "the schema author's loop"). Three ways an editor's save was lost
// before, each handled here:
// - a file read while it was being written ('Unexpected end of JSON input'): a parse error is not
//   final; the run is retried for about half a second before the error is reported;
// - the completing write's own event swallowed (the watcher throttles 'change' events per file),
//   so nothing read the file again: every run ends by hashing what it read against what is on
//   disk now, and runs again when they differ;
// - a write-then-rename (atomic save), which replaces the file's inode: the directory is watched,
//   not the file, so the rename is an event like any other.
// Events are gathered for `settleMs`, and runs never overlap.
import { createHash } from 'node:crypto';
import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SchemaWatcherOptions {
  /** Quiet time after the last event before a run (ms). */
  settleMs?: number;
  /** Pause between attempts after an error that may be a half-written file (ms). */
  retryMs?: number;
  /** Attempts of one run while the error may be a half-written file (retryMs apart). */
  attempts?: number;
  /** Whether an error may come from a file caught mid-write (default: JSON syntax, a missing file). */
  transient?: (error: unknown) => boolean;
  /** A run's final error (after its retries). */
  onError?: (error: unknown) => void;
}

export interface SchemaWatcher {
  close(): void;
  /** Resolves when no run is pending or running (tests wait on it). */
  idle(): Promise<void>;
}

/** What a half-written or half-renamed schema file fails with. */
export function isTransientSchemaError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ENOENT' ||
    /not valid JSON|Unexpected end of JSON|Unexpected token|Unterminated string|JSON at position|ENOENT/.test(
      message,
    )
  );
}

/** One hash over the names and contents of the JSON files under `dir` (what the generator reads). */
export async function schemasHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (folder: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.name.endsWith('.json')) {
        const text = await readFile(file).catch(() => Buffer.from('\0missing'));
        hash.update(path.relative(dir, file)).update('\0').update(text).update('\0');
      }
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function watchSchemas(
  dir: string,
  run: () => Promise<unknown>,
  options: SchemaWatcherOptions = {},
): SchemaWatcher {
  const {
    settleMs = 50,
    retryMs = 100,
    attempts = 6,
    transient = isTransientSchemaError,
    onError = () => undefined,
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (running || timer) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  /** One run: the generator, retried while its error may be a file caught mid-write. */
  const runOnce = async (): Promise<string> => {
    for (let attempt = 1; ; attempt++) {
      const before = await schemasHash(dir);
      try {
        await run();
        return before;
      } catch (error) {
        // A save that completed meanwhile is read by the next attempt at once.
        if (attempt < attempts && transient(error)) {
          if ((await schemasHash(dir)) === before) await sleep(retryMs);
          continue;
        }
        onError(error);
        return before;
      }
    }
  };

  const drain = async () => {
    do {
      again = false;
      const read = await runOnce();
      // An event swallowed while the run read the files: what is on disk now is not what ran.
      if (!closed && (await schemasHash(dir)) !== read) again = true;
    } while (again && !closed);
  };

  const schedule = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running = drain().finally(() => {
        running = undefined;
        // An event after the loop's last check (the run's promise not yet settled).
        if (again && !closed) {
          again = false;
          schedule();
        }
        settleIdle();
      });
    }, settleMs);
  };

  // The folder and its direct sub-folders (meta/), each watched as a directory: Node's recursive
  // mode on Linux watches files one by one and stopped reporting a file once a rename replaced it.
  const folders = [
    dir,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(dir, entry.name)),
  ];
  const watchers: FSWatcher[] = folders.map((folder) =>
    watch(folder, (_event, file) => {
      if (file && !String(file).endsWith('.json')) return;
      schedule();
    }),
  );
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      for (const watcher of watchers) watcher.close();
      settleIdle();
    },
    idle() {
      if (!running && !timer) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
