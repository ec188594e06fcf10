// npm run generate: schemas/ -> src/generated/ (scripts/lib/runGenerate.ts). Exits non-zero, naming the
// file and JSON pointer, on a bad schema; `npm run generate -- --force` generates even when up to date.
import { GenerateRefused, runGenerate } from './lib/runGenerate.ts';

try {
  await runGenerate({ force: process.argv.includes('--force') });
} catch (error) {
  if (!(error instanceof GenerateRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
