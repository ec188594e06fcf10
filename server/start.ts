// npm start: the generated code first (a hash check when nothing changed), then the server, in one
// process: a `prestart` script cost a second npm and a second tsx start, about 0.8 s of a warm start.
import { GenerateRefused, runGenerate } from '../scripts/lib/runGenerate.ts';

try {
  await runGenerate();
} catch (error) {
  if (!(error instanceof GenerateRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Imported after generating: the server's modules import src/generated/.
await import('./main.ts');
