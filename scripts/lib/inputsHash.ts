// One hash over the names and contents of the files a generation step reads (files, or folders
// walked in name order): the stamp `npm run generate`'s steps compare to skip work that is up to date
// (scripts/lib/runGenerate.ts for src/generated/, scripts/lib/openapiTypes.ts for its types).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function filesUnder(file: string): string[] {
  if (!existsSync(file)) return [];
  if (!statSync(file).isDirectory()) return [file];
  return readdirSync(file)
    .sort()
    .flatMap((entry) => filesUnder(path.join(file, entry)));
}

/** `inputs` are paths relative to `root`; a missing one counts as empty. */
export function inputsHash(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(path.join(root, input))))
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}
