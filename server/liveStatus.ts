// GET /api/dev/registry, in `npm run dev` only (LIVE_REGISTRY=1): the hash of the registry the API
// serves, and the last regenerated registry it refused (a declared conversion failing on existing
// data), with why. The dev server's schema plugin (scripts/lib/registryGate.ts) asks it after each
// regeneration, to hand the console a new registry only once the API serves it and otherwise to keep
// both on the same version and show the developer the error.
import type { FastifyInstance } from 'fastify';
import type { LiveApi } from './live.ts';

export function registerLiveStatus(app: FastifyInstance, live: LiveApi): void {
  app.get('/api/dev/registry', async () => ({
    hash: live.registry.hash ?? null,
    refused: live.refused ?? null,
  }));
}
