import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * Docker cannot run where Central is developed, so the deployment files are checked here: the services an
 * operator gets, their health checks and memory limits, and a proxy that asks Central before any certificate.
 */
const ROOT = join(import.meta.dirname, '..');
type Service = {
  image?: string;
  build?: { target?: string };
  profiles?: string[];
  healthcheck?: { test?: string[] };
  mem_limit?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  networks?: { default?: { aliases?: string[] } };
  expose?: string[];
};
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const caddyfile = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
const { services } = compose;
const megabytes = (limit: string | undefined) => Number(/^(\d+)m$/.exec(limit ?? '')?.[1] ?? Number.NaN);

describe('docker-compose.yml', () => {
  it('runs Postgres, two replicas of the server and Caddy; the sandbox and a mail catcher under demo; Prometheus and Grafana under monitoring', () => {
    const profileOf = (service: Service) => service.profiles?.join() ?? 'always';
    const names = (profile: string) => Object.keys(services).filter((name) => profileOf(services[name]!) === profile);
    expect([...new Set(Object.values(services).map(profileOf))].sort()).toEqual(['always', 'demo', 'monitoring']);
    expect(names('always').sort()).toEqual(['backup', 'caddy', 'postgres', 'server-1', 'server-2']);
    expect(names('demo').sort()).toEqual(['mailpit', 'sandbox']);
    expect(names('monitoring').sort()).toEqual(['grafana', 'prometheus']);
    expect(services['server-1']!.build?.target).toBe('runtime');
    expect(services['server-2']).toEqual(services['server-1']);
  });

  it('keeps the database on a volume, and the replicas on it, believing only the proxy', () => {
    expect(services.postgres!.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
    const env = services['server-1']!.environment!;
    expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/central:.*@postgres:5432\/central$/);
    expect(env.TRUST_PROXY).toBe('1');
    // Production refuses to start without a subject push services accept: compose asks for it rather than inventing one.
    expect(env.PUSH_SUBJECT).toMatch(/^\$\{PUSH_SUBJECT:\?/);
    expect(services['server-1']!.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services['server-1']!.networks?.default?.aliases).toEqual(['server']);
  });

  it("serves the replicas' metrics on the compose network only, never on a host port", () => {
    expect(services['server-1']!.environment!.METRICS_PORT).toBe('9464');
    expect(services['server-1']!.environment!.METRICS_HOST).toBe('0.0.0.0');
    expect(services['server-1']!.expose).toEqual(['9464']);
    expect(services['server-1']).not.toHaveProperty('ports');
  });

  it('gives every service a health check and a memory limit', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.healthcheck?.test?.length]).toEqual([name, expect.any(Number)]);
      expect([name, megabytes(service.mem_limit)]).toEqual([name, expect.any(Number)]);
      expect(megabytes(service.mem_limit)).toBeGreaterThanOrEqual(128);
    }
    expect(services['server-1']!.healthcheck!.test!.join(' ')).toContain('/api/ready');
  });

  it('puts Caddy in front, on 80 and 443, with its Caddyfile and its certificates on a volume', () => {
    const caddy = services.caddy as Service & { ports: string[] };
    expect(caddy.image).toBe('caddy:2');
    expect(caddy.ports).toEqual(['80:80', '443:443']);
    expect(caddy.volumes).toEqual(expect.arrayContaining(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']));
    expect(caddy.depends_on).toEqual({ 'server-1': { condition: 'service_healthy' }, 'server-2': { condition: 'service_healthy' } });
  });
});

describe('deploy/Caddyfile', () => {
  const directives = caddyfile.replace(/#.*$/gm, '');

  it("asks Central's /api/tls/ask before obtaining any certificate on demand", () => {
    expect(directives).toMatch(/on_demand_tls\s*\{\s*ask http:\/\/server:3000\/api\/tls\/ask\s*\}/);
    expect(directives).toMatch(/https:\/\/\s*\{\s*tls\s*\{\s*on_demand\s*\}/);
  });

  it('balances over both replicas, checking each on /api/ready', () => {
    expect(directives).toMatch(/reverse_proxy server-1:3000 server-2:3000 \{[^}]*health_uri \/api\/ready/);
  });

  it('sends plain HTTP to HTTPS', () => {
    expect(directives).toMatch(/http:\/\/\s*\{\s*redir https:\/\/\{host\}\{uri\} permanent\s*\}/);
  });
});

describe('the backup service', () => {
  const backup = services.backup as Service & { entrypoint: string[] };
  const script = readFileSync(join(ROOT, 'deploy/backup/backup.sh'), 'utf8');

  it("dumps with the Postgres image's pg_dump, as the replicas' database user, into the backups volume", () => {
    expect(backup.image).toBe(services.postgres!.image);
    expect(backup.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(backup.entrypoint).toEqual(['/bin/sh', '/backup/backup.sh']);
    expect(backup.volumes).toEqual(['./deploy/backup:/backup:ro', 'backups:/backups']);
    expect(compose.volumes).toHaveProperty('backups');
    const env = backup.environment!;
    const serverUrl = new URL(services['server-1']!.environment!.DATABASE_URL!);
    expect([env.PGHOST, env.PGUSER, env.PGDATABASE]).toEqual([serverUrl.hostname, serverUrl.username, serverUrl.pathname.slice(1)]);
    expect(env.PGPASSWORD).toBe(services.postgres!.environment!.POSTGRES_PASSWORD);
  });

  it('writes custom-format dumps every night, logs their size and deletes those 14 days old', () => {
    expect(script).toMatch(/pg_dump --format=custom --file="\$file\.partial"/);
    expect(script).toContain('/backups/central-$(date -u +%Y-%m-%dT%H%M).dump');
    expect(script).toMatch(/du -h "\$file"/);
    expect(script).toContain('KEEP_DAYS=14');
    expect(script).toMatch(/find \/backups -name 'central-\*\.dump' -mtime \+\$\(\(KEEP_DAYS - 1\)\) -print -delete/);
  });
});
