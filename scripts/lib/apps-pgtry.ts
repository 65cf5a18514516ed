import { startPostgresCluster } from '/work/main/scripts/lib/postgres-cluster';
import pg from 'pg';
const t0 = Date.now();
const c = await startPostgresCluster();
console.log('started', c.url, Date.now() - t0);
const client = new pg.Client(c.url); await client.connect(); console.log((await client.query('select version()')).rows[0]); await client.end();
await c.stop(); console.log('stopped', Date.now() - t0);
