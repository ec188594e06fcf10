// schemas/ -> src/generated/, skipped (about 1.5 s saved) when nothing it reads has changed since the
// last run: the schemas, the generator's own code and the locked dependency versions, hashed into
// src/generated/.stamp. Used by `npm run generate` (scripts/generate.ts) and, in its own process, by
// `npm start` (scripts/start.mjs). A retype, removal or rename the schema does not declare is refused
// against the database's applied schemas (scripts/lib/breakingChanges.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DETAILS_DIR, GENERATED_FILES } from './generatedFiles.ts';
import { inputsHash } from './inputsHash.ts';
import { REPO_ROOT } from '../../server/repoRoot.ts';

const root = REPO_ROOT;
const outDir = path.join(root, 'src', 'generated');
const stampFile = path.join(outDir, '.stamp');
const INPUTS = [
  'schemas',
  'scripts/generate.ts',
  'scripts/lib',
  'server/validation/createAjv.ts',
  'package-lock.json',
];

/** A schema the generator or the breaking-change check refused; its message names the file and pointer. */
export class GenerateRefused extends Error {}

/** Generates unless up to date (or `force`); prints one line either way. Throws GenerateRefused on a bad schema. */
export async function runGenerate({ force = false }: { force?: boolean } = {}): Promise<
  'up-to-date' | 'generated'
> {
  const started = performance.now();
  const stamp = inputsHash(root, INPUTS);
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (
    !force &&
    current === stamp &&
    [...Object.values(GENERATED_FILES), DETAILS_DIR].every((file) =>
      existsSync(path.join(outDir, file)),
    )
  ) {
    console.log(
      `generate: up to date (schemas and generator unchanged since the last run; --force to regenerate)`,
    );
    return 'up-to-date';
  }
  const { generate, SchemaError } = await import('./generator.ts');
  const { checkBreakingChanges } = await import('./breakingChanges.ts');
  const { BreakingSchemaChangeError } = await import('../../server/storage/schemaChanges.ts');
  try {
    let declared: string[] = [];
    // Before anything is written: each schema against the last applied one (scripts/lib/breakingChanges.ts).
    const check = async (resources: Record<string, unknown>) => {
      const result = await checkBreakingChanges(resources, process.env, root);
      declared = result.declared.map(
        (c) =>
          `${c.resource}.${c.property} (${c.kind}${c.kind === 'rename' ? ` from ${c.from}` : ''})`,
      );
    };
    const result = await generate({ schemasDir: path.join(root, 'schemas'), outDir, check });
    writeFileSync(stampFile, `${stamp}\n`);
    const ms = Math.round(performance.now() - started);
    console.log(
      `generate: ${result.resources.length} resources, ${result.written.length} files written in ${ms} ms`,
    );
    if (declared.length > 0)
      console.log(`generate: the next migration performs the declared ${declared.join(', ')}`);
    return 'generated';
  } catch (error) {
    if (error instanceof SchemaError) throw new GenerateRefused(`generate: ${error.message}`);
    if (error instanceof BreakingSchemaChangeError) throw new GenerateRefused(error.message);
    throw error;
  }
}
