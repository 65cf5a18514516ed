import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (docs/operations.md#metrics), in Prometheus' text format on a listener of its own
 * (metrics-listener.ts), never on the public port. No label carries a CPF, an e-mail, a token or a URL with ids:
 * `provider` is the provider's client_id, `route` the route's template.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Histogram<'route' | 'method' | 'status'>;
  erpCalls: Histogram<'provider' | 'operation' | 'outcome'>;
  externalCalls: Histogram<'system' | 'provider' | 'outcome'>;
  pushMessages: Counter<'outcome'>;
  cardPayments: Counter<'outcome'>;
  signIns: Counter<'kind'>;
  /** Gauges read when Prometheus scrapes: each source is set once the process has it (main.ts). */
  watch(sources: Partial<GaugeSources>): void;
}

/** Adds a push job's summary to central_push_messages_total (sent, failed, removed); answers the summary. */
export function countPushes<Summary extends object>(metrics: Pick<Metrics, 'pushMessages'> | undefined, summary: Summary): Summary {
  for (const outcome of ['sent', 'failed', 'removed'] as const) {
    const count = (summary as Partial<Record<typeof outcome, unknown>>)[outcome];
    if (typeof count === 'number' && count > 0) metrics?.pushMessages.inc({ outcome }, count);
  }
  return summary;
}

/** The external systems whose calls are counted besides the ERP. */
export type ExternalSystem = 'acs' | 'card_gateway' | 'partner' | 'nextcloud';

export interface GaugeSources {
  /** Each provider's ERP breaker: open or not. */
  breakers(): Array<{ provider: string; open: boolean }>;
  /** Each job queue's waiting jobs and the age of its oldest, in seconds. */
  queues(): Promise<QueueReading[]>;
  /** Card payments waiting for a person's review, and card receipts waiting to be written in the ERP. */
  cardBacklog(): Promise<CardBacklog>;
}

export interface QueueReading {
  queue: string;
  depth: number;
  oldestAgeSeconds: number;
}

export interface CardBacklog {
  awaitingReview: number;
  receiptsWaiting: number;
  oldestReceiptWaitSeconds: number;
}

/** Seconds: ERP calls at 1.4 s are normal, 8 s is the timeout. */
const CALL_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 8, 13];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8];

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults ?? true) collectDefaultMetrics({ register: registry });
  const sources: Partial<GaugeSources> = {};
  const registers = [registry];

  const httpRequests = new Histogram({
    name: 'central_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const erpCalls = new Histogram({
    name: 'central_erp_call_duration_seconds',
    help: "Calls to each provider's IXC by operation and outcome",
    labelNames: ['provider', 'operation', 'outcome'] as const,
    buckets: CALL_BUCKETS,
    registers,
  });
  const externalCalls = new Histogram({
    name: 'central_external_call_duration_seconds',
    help: 'Calls to the ACS, the card gateway, partner apps and Nextcloud, by provider and outcome',
    labelNames: ['system', 'provider', 'outcome'] as const,
    buckets: CALL_BUCKETS,
    registers,
  });
  const pushMessages = new Counter({
    name: 'central_push_messages_total',
    help: 'Web push messages sent, failed, and subscriptions removed as gone',
    labelNames: ['outcome'] as const,
    registers,
  });
  const cardPayments = new Counter({
    name: 'central_card_payments_total',
    help: 'Card payments by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const signIns = new Counter({
    name: 'central_sign_ins_total',
    help: 'Subscriber sign-ins by kind: ok, wrong (refused) or limited',
    labelNames: ['kind'] as const,
    registers,
  });

  new Gauge({
    name: 'central_erp_breaker_open',
    help: "Whether each provider's ERP circuit breaker is open (1) or closed (0)",
    labelNames: ['provider'] as const,
    registers,
    collect() {
      this.reset();
      for (const { provider, open } of sources.breakers?.() ?? []) this.set({ provider }, open ? 1 : 0);
    },
  });
  // Gauges that share a source read it once per scrape, whichever of them Prometheus' scrape collects first.
  const queues = perScrape(async () => (await sources.queues?.()) ?? null);
  const queueGauge = (name: string, help: string, read: (queue: QueueReading) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const now = await queues();
        this.reset();
        for (const queue of now ?? []) this.set({ queue: queue.queue }, read(queue));
      },
    });
  queueGauge('central_job_queue_depth', 'Jobs waiting per queue', (queue) => queue.depth);
  queueGauge('central_job_oldest_age_seconds', 'Age of the oldest waiting job per queue', (queue) => queue.oldestAgeSeconds);
  const backlog = perScrape(async () => (await sources.cardBacklog?.()) ?? null);
  const backlogGauge = (name: string, help: string, read: (backlog: CardBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const now = await backlog();
        if (now) this.set(read(now));
        else this.reset();
      },
    });
  backlogGauge('central_card_payments_awaiting_review', 'Card payments waiting for review', (b) => b.awaitingReview);
  backlogGauge('central_card_receipts_waiting', 'Card receipts waiting to be written in the ERP', (b) => b.receiptsWaiting);
  backlogGauge(
    'central_card_receipt_oldest_wait_seconds',
    'How long the oldest card receipt has waited to be written in the ERP',
    (b) => b.oldestReceiptWaitSeconds,
  );

  return {
    registry,
    httpRequests,
    erpCalls,
    externalCalls,
    pushMessages,
    cardPayments,
    signIns,
    watch: (next) => Object.assign(sources, next),
  };
}

/**
 * One reading shared by the collects of one scrape (prom-client starts them all before awaiting any). A source that
 * fails reads as null (its gauges show no value), so the rest of the scrape, the breakers above all, is still served.
 */
function perScrape<T>(read: () => Promise<T | null>): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  return () => {
    pending ??= read()
      .catch(() => null)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
