// npm run generate: schemas/ -> src/generated/ (scripts/lib/runGenerate.ts), then the OpenAPI
// document's types (scripts/lib/openapiTypes.ts). Exits non-zero, naming the
// file and JSON pointer, on a bad schema; `npm run generate -- --force` generates even when up to date.
import { GenerateRefused, runGenerate } from './lib/runGenerate.ts';
import { writeOpenapiTypes } from './lib/openapiTypes.ts';

try {
  const force = process.argv.includes('--force');
  await runGenerate({ force });
  // The typed client's types (src/generated/openapi.d.ts), from the document the server serves.
  const started = performance.now();
  if (await writeOpenapiTypes({ force }))
    console.log(
      `generate: src/generated/openapi.d.ts written in ${Math.round(performance.now() - started)} ms`,
    );
} catch (error) {
  if (!(error instanceof GenerateRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
