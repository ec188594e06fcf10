// Several API instances (server/main.ts, each serving the built console) on one PostgreSQL
// database, as behind a load balancer: what the push channel's fan-out is checked on. The database
// is created fresh on the cluster TEST_DATABASE_URL names (scripts/test.sh runs the e2e stage
// under scripts/postgres.sh) and dropped again; the first instance seeds the demo data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, type ServerHandle } from './server.ts';

export interface Cluster {
  instances: ServerHandle[];
  stop(): Promise<void>;
}

/** The PostgreSQL server the e2e stage runs beside, or undefined when there is none. */
export const clusterUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export async function startCluster(
  count: number,
  env: Record<string, string> = {},
  url: string | undefined = clusterUrl(),
): Promise<Cluster> {
  if (!url) throw new Error('startCluster needs TEST_DATABASE_URL (run under scripts/postgres.sh)');
  const name = `armada_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const instances: ServerHandle[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  };
  try {
    for (let i = 0; i < count; i++) {
      // One after another: the first migrates and seeds, the others find the tables and the data.
      instances.push(
        await startServer({
          env: {
            STATIC_DIR: 'dist',
            DATABASE_URL: target.toString(),
            SEED: i === 0 ? 'always' : 'never',
            ...env,
          },
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, stop };
}
