// `npm run generate` (and the dev server's regeneration) against the database: each schema is
// compared with the last applied one before anything is written, so a retype, a removal or a rename
// is refused with what to declare (server/storage/schemaChanges.ts). The database is found as the
// server finds it (server/config.ts): DATABASE_URL, else the PGlite DATA_DIR. No database yet, or one
// that keeps no snapshots: nothing to compare. A PGlite directory a running server holds is read
// through the copy of the snapshots that server wrote beside it at its last migration.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { openPglite, openPostgres } from '../../server/db.ts';
import { DataDirLockedError } from '../../server/storage/dataDirLock.ts';
import { appliedSchemas, SNAPSHOT_FILE } from '../../server/storage/migrate.ts';
import {
  plannedSchemaChanges,
  type AppliedSchemas,
  type SchemaChange,
} from '../../server/storage/schemaChanges.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';

export interface AppliedSource {
  applied?: AppliedSchemas;
  /** Where they were read, or why there is nothing to compare. */
  source: string;
}

/**
 * `openPglite: false` reads a PGlite directory only through the snapshot copy, never opening it: the
 * dev server's regeneration runs while the API restarts, and holding the directory even for a
 * second would make that start refuse (the DATA_DIR lock).
 */
export async function loadAppliedSchemas(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: { openPglite?: boolean } = {},
): Promise<AppliedSource> {
  const config = loadConfig({ ...env, AUTH_SECRET: 'unused' }, root);
  if (config.databaseUrl) {
    const where = 'the PostgreSQL database of DATABASE_URL';
    let db;
    try {
      db = await openPostgres(config.databaseUrl);
    } catch (error) {
      return {
        source: `${where} could not be reached (${(error as Error).message}); the server checks at its start`,
      };
    }
    try {
      return { applied: await appliedSchemas(db), source: where };
    } finally {
      await db.close();
    }
  }
  if (!existsSync(path.join(config.dataDir, 'PG_VERSION')))
    return { source: `no database in ${config.dataDir} yet` };
  const copy = path.join(config.dataDir, SNAPSHOT_FILE);
  const readCopy = (why: string): AppliedSource =>
    existsSync(copy)
      ? {
          applied: (JSON.parse(readFileSync(copy, 'utf8')) as { resources: AppliedSchemas })
            .resources,
          source: `${copy} (${why})`,
        }
      : {
          source: `${config.dataDir} has no ${SNAPSHOT_FILE} (${why}); the server checks when it migrates`,
        };
  if (options.openPglite === false) return readCopy('the copy the server keeps');
  try {
    const db = await openPglite(config.dataDir);
    try {
      return { applied: await appliedSchemas(db), source: `the database in ${config.dataDir}` };
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return readCopy(`the database is open in pid ${error.owner.pid}`);
  }
}

/** Throws BreakingSchemaChangeError on an undeclared breaking change; returns the declared ones the next migration performs. */
export async function checkBreakingChanges(
  resources: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: { openPglite?: boolean } = {},
): Promise<{ source: string; declared: SchemaChange[] }> {
  const { applied, source } = await loadAppliedSchemas(env, root, options);
  if (!applied) return { source, declared: [] };
  return {
    source,
    declared: plannedSchemaChanges(
      resources as Record<string, ResourceDef>,
      applied,
      `generate (compared with ${source})`,
    ),
  };
}
