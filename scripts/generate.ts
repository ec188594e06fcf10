// npm run generate: schemas/ -> src/generated/. Exits non-zero, naming the file and JSON pointer, on a bad schema.
import path from 'node:path';
import { generate, SchemaError } from './lib/generator.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
try {
  const result = await generate({ schemasDir: path.join(root, 'schemas'), outDir: path.join(root, 'src', 'generated') });
  const ms = Math.round(performance.now() - started);
  console.log(`generate: ${result.resources.length} resources, ${result.written.length} files written in ${ms} ms`);
} catch (error) {
  if (error instanceof SchemaError) {
    console.error(`generate: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
