import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * Docker cannot run where Central is developed, so the compose `monitoring` profile is checked here: Prometheus
 * finds the replicas and its rules, Grafana its data source and dashboard, neither is reachable from outside the
 * machine, and every Central metric the dashboard and alerts ask for is one the server registers.
 */
const ROOT = join(import.meta.dirname, '..');
const readYaml = (path: string) => parse(readFileSync(join(ROOT, path), 'utf8'), { merge: true }) as unknown;
type Service = {
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
};
type Rule = { alert: string; expr: string; for?: string; annotations?: { summary?: string; description?: string } };
type Target = { expr: string; datasource?: { uid?: string } };
type Panel = { id: number; type: string; datasource?: { uid?: string }; targets?: Target[]; gridPos: { x: number; w: number } };

const { services } = readYaml('docker-compose.yml') as { services: Record<string, Service> };
const prometheus = services.prometheus!;
const grafana = services.grafana!;
const prometheusConfig = readYaml('deploy/prometheus/prometheus.yml') as {
  rule_files: string[];
  scrape_configs: { job_name: string; metrics_path: string; static_configs: { targets: string[] }[] }[];
};
const alertGroups = (readYaml('deploy/prometheus/alerts.yml') as { groups: { name: string; rules: Rule[] }[] }).groups;
const rules = alertGroups.flatMap((group) => group.rules);
const datasource = (
  readYaml('deploy/grafana/provisioning/datasources/prometheus.yml') as {
    datasources: { uid: string; type: string; url: string; isDefault: boolean }[];
  }
).datasources;
const dashboardProviders = (
  readYaml('deploy/grafana/provisioning/dashboards/central.yml') as {
    providers: { type: string; options: { path: string } }[];
  }
).providers;
const dashboard = JSON.parse(readFileSync(join(ROOT, 'deploy/grafana/dashboards/central.json'), 'utf8')) as {
  uid: string;
  schemaVersion: number;
  panels: Panel[];
  templating: { list: { name: string; definition: string; allValue?: string; datasource?: { uid?: string } }[] };
};
const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []);
const expressions = [...queries.map((query) => query.expr), ...rules.map((rule) => rule.expr)];

/** The host file a container path comes from, through the service's bind mounts (`./host:/container[:ro]`). */
function hostPathOf(service: Service, containerPath: string): string | undefined {
  for (const volume of service.volumes ?? []) {
    const [host, container] = volume.split(':');
    if (!host!.startsWith('./')) continue;
    if (containerPath === container) return host!.slice(2);
    if (containerPath.startsWith(`${container}/`)) return posix.join(host!.slice(2), containerPath.slice(container!.length + 1));
  }
  return undefined;
}

/** The metric names the server registers: central_* in apps/server/src/metrics, plus prom-client's defaults. */
const registeredNames = readdirSync(join(ROOT, 'apps/server/src/metrics'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) =>
    [...readFileSync(join(ROOT, 'apps/server/src/metrics', file), 'utf8').matchAll(/'(central_\w+)'/g)].map((match) => match[1]!),
  );
const centralNamesIn = (expr: string) => [...expr.matchAll(/\bcentral_\w+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, ''));

/** Brackets and quotes balance: the rough syntax check that stands in for promtool here. */
function balanced(expr: string): boolean {
  const closing: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  for (const char of expr.replace(/"(?:[^"\\]|\\.)*"/g, '')) {
    if (char === '"') return false;
    if ('([{'.includes(char)) stack.push(char);
    else if (char in closing && stack.pop() !== closing[char]) return false;
  }
  return stack.length === 0;
}

describe('compose monitoring profile', () => {
  it('runs Prometheus on its config folder and a volume, reachable from this machine only', () => {
    expect(prometheus.image).toMatch(/^prom\/prometheus:v\d/);
    expect(prometheus.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    expect(hostPathOf(prometheus, '/etc/prometheus/prometheus.yml')).toBe('deploy/prometheus/prometheus.yml');
    expect(prometheus.volumes).toContain('prometheus-data:/prometheus');
    for (const port of prometheus.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  it('runs Grafana on 127.0.0.1 only, refusing to start without GRAFANA_ADMIN_PASSWORD', () => {
    expect(grafana.image).toMatch(/^grafana\/grafana:\d/);
    expect(grafana.ports).toEqual(['127.0.0.1:3001:3000']);
    expect(grafana.environment!.GF_SECURITY_ADMIN_PASSWORD).toBe('${GRAFANA_ADMIN_PASSWORD:-}');
    // `$$` keeps compose from reading the variable itself: the container's shell checks it, then starts Grafana.
    expect(grafana.entrypoint!.at(-1)).toMatch(/^\[ -n "\$\$GF_SECURITY_ADMIN_PASSWORD" \] \|\| \{.*exit 1; \}; exec \/run\.sh$/);
    expect(grafana.environment!.GF_AUTH_ANONYMOUS_ENABLED).toBe('false');
    expect(grafana.environment!.GF_USERS_ALLOW_SIGN_UP).toBe('false');
    expect(grafana.depends_on).toEqual({ prometheus: { condition: 'service_healthy' } });
  });
});

describe('deploy/prometheus', () => {
  it('scrapes both replicas on the metrics port compose gives them, at /metrics', () => {
    const metricsPort = services['server-1']!.environment!.METRICS_PORT;
    expect(prometheusConfig.scrape_configs).toEqual([
      {
        job_name: 'central',
        metrics_path: '/metrics',
        static_configs: [{ targets: [`server-1:${metricsPort}`, `server-2:${metricsPort}`] }],
      },
    ]);
  });

  it('loads the alert rules from the folder compose mounts', () => {
    const ruleFiles = prometheusConfig.rule_files.map((path) => hostPathOf(prometheus, path));
    expect(ruleFiles).toEqual(['deploy/prometheus/alerts.yml']);
  });

  it('alerts on a breaker open for 5 minutes and on card receipts waiting longer than 15 minutes', () => {
    const byName = Object.fromEntries(rules.map((rule) => [rule.alert, rule]));
    expect(byName.CentralErpBreakerOpen).toMatchObject({ expr: 'max by (provider) (central_erp_breaker_open) == 1', for: '5m' });
    expect(byName.CentralCardReceiptsWaiting).toMatchObject({ expr: 'max(central_card_receipt_oldest_wait_seconds) > 900', for: '1m' });
    for (const rule of rules) {
      expect([rule.alert, rule.annotations?.summary, rule.annotations?.description]).toEqual([
        rule.alert,
        expect.any(String),
        expect.any(String),
      ]);
    }
  });
});

describe('deploy/grafana', () => {
  it('provisions the Prometheus service as the data source every panel and query names', () => {
    expect(datasource).toEqual([expect.objectContaining({ type: 'prometheus', url: 'http://prometheus:9090', isDefault: true })]);
    expect(prometheus.healthcheck?.test?.join(' ')).toContain('http://127.0.0.1:9090/');
    const uids = new Set(
      [...dashboard.panels, ...queries, ...dashboard.templating.list].flatMap((item) => (item.datasource ? [item.datasource.uid] : [])),
    );
    expect([...uids]).toEqual([datasource[0]!.uid]);
    expect(hostPathOf(grafana, '/etc/grafana/provisioning/datasources/prometheus.yml')).toBe(
      'deploy/grafana/provisioning/datasources/prometheus.yml',
    );
  });

  it('loads the dashboard from the folder compose mounts, and opens it as the home page', () => {
    expect(dashboardProviders).toEqual([expect.objectContaining({ type: 'file' })]);
    const folder = hostPathOf(grafana, dashboardProviders[0]!.options.path);
    expect(folder).toBe('deploy/grafana/dashboards');
    expect(existsSync(join(ROOT, folder!, 'central.json'))).toBe(true);
    expect(hostPathOf(grafana, grafana.environment!.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH!)).toBe(
      'deploy/grafana/dashboards/central.json',
    );
    expect(hostPathOf(grafana, '/etc/grafana/provisioning/dashboards/central.yml')).toBe(
      'deploy/grafana/provisioning/dashboards/central.yml',
    );
  });

  it('has one dashboard with a provider variable, unique panel ids, and panels inside the grid', () => {
    expect(dashboard).toMatchObject({ uid: 'central', schemaVersion: 39 });
    expect(dashboard.templating.list).toEqual([
      expect.objectContaining({
        name: 'provider',
        definition: 'label_values(central_erp_call_duration_seconds_count, provider)',
        allValue: '.*',
      }),
    ]);
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
      if (panel.type !== 'row') expect([panel.id, panel.targets?.length]).toEqual([panel.id, expect.any(Number)]);
    }
  });
});

describe('metrics the dashboard and alerts ask for', () => {
  it('are PromQL whose brackets and quotes balance', () => {
    for (const expr of expressions) expect([expr, balanced(expr)]).toEqual([expr, true]);
  });

  it('name only metrics the server registers, and the dashboard shows every one of them', () => {
    expect(registeredNames.length).toBeGreaterThanOrEqual(12);
    const asked = new Set(expressions.flatMap(centralNamesIn));
    expect([...asked].filter((name) => !registeredNames.includes(name))).toEqual([]);
    const shown = new Set(queries.flatMap((query) => centralNamesIn(query.expr)));
    expect(registeredNames.filter((name) => !shown.has(name))).toEqual([]);
  });

  it('show the process and event-loop metrics prom-client collects by default', () => {
    const shown = queries.map((query) => query.expr).join('\n');
    for (const name of [
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(shown).toContain(name);
    }
  });

  it('filter the per-provider panels by the provider variable', () => {
    const perProvider = queries.filter(
      (query) => /central_(erp|external)_call/.test(query.expr) || query.expr.includes('central_erp_breaker_open{'),
    );
    expect(perProvider.length).toBeGreaterThanOrEqual(6);
    for (const query of perProvider) expect(query.expr).toContain('provider=~"$provider"');
  });
});
