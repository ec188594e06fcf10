// Setup file of the server project (vitest.config.ts): the response contract is on for every server
// test (ARMADA_CONTRACT_CHECK=1), and a file whose answers did not all match the OpenAPI document
// fails after its tests, listing each mismatch (server/contract/responseContract.ts).
import { afterAll } from 'vitest';
import {
  takeContractMismatches,
  takeContractStats,
} from '../../server/contract/responseContract.ts';

afterAll(() => {
  const stats = takeContractStats();
  // ARMADA_CONTRACT_STATS=1: what the check cost this file (docs/measurements.md).
  if (process.env.ARMADA_CONTRACT_STATS === '1')
    console.log(`contract: ${stats.answers} answers checked in ${Math.round(stats.ms)} ms`);
  const mismatches = takeContractMismatches();
  if (mismatches.length === 0) return;
  const lines = mismatches
    .slice(0, 30)
    .map((m) => `${m.method} ${m.url} ${m.status}\n    ${m.problems.join('\n    ')}`);
  throw new Error(
    `${mismatches.length} answer(s) do not match the OpenAPI document (docs/api.md, "The response contract"):\n${lines.join('\n')}`,
  );
});
