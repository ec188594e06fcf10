// The TypeScript start path: the generated code first (a hash check when nothing changed), then the
// server, in one process. `npm start` (scripts/start.mjs) runs the same two steps as bundles under
// plain node, and comes here through tsx only when LIVE_REGISTRY needs TypeScript at run time.
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
