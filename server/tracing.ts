// OpenTelemetry tracing (issue 24 item 3, docs/decisions/048): off unless an OTLP endpoint is
// configured with the standard settings (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none turn
// it off again). Off, nothing of the SDK is loaded and no hook is installed: the request
// middleware is not added, the query hook and the fetch wrapper return at once.
//
// On, with the official SDK (NodeTracerProvider, a batch processor, the OTLP/HTTP JSON exporter,
// which reads the rest of the OTEL_EXPORTER_OTLP_* and OTEL_BSP_* settings itself):
// - a SERVER span per incoming request (`GET /products/*`: the metrics' route label), its
//   status code, the shop (`haat.shop`), continuing a caller's W3C `traceparent`;
// - a CLIENT span per database query (`db.query.text` is the SQL with its placeholders, never
//   the values), from Kysely's log hook;
// - a CLIENT span per outbound HTTP call (global fetch: bKash, Stripe, Steadfast, the SMS
//   gateway), named after the provider (`haat.provider`) when its base URL is configured, with
//   the URL without its query. No trace header is sent to the providers.
// - a span per background job run (`job send-sms`), parent of its queries and provider calls.
// Every span started while a shop's request or job runs carries `haat.shop`. Queries outside
// a request or a job (the job runner's polls) are not traced.
import { context, createContextKey, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context as OtelContext, type Span } from '@opentelemetry/api';
import type { Context, MiddlewareHandler } from 'hono';
import type { JobHandler, JobHandlers } from '../services/job-handler';
import type { Env } from './env';
import { routeLabel } from './metrics';

type OtelSettings = Partial<Record<'OTEL_SDK_DISABLED' | 'OTEL_TRACES_EXPORTER' | 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' | 'OTEL_SERVICE_NAME', string>>;

/** Whether the settings ask for traces (an OTLP endpoint, not disabled). */
export function tracingWanted(settings: OtelSettings): boolean {
  if ((settings.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return false;
  const exporters = (settings.OTEL_TRACES_EXPORTER ?? 'otlp').split(',').map((e) => e.trim().toLowerCase());
  if (!exporters.includes('otlp')) return false;
  return Boolean(settings.OTEL_EXPORTER_OTLP_ENDPOINT || settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

const TRACER = 'haat';
const SHOP = createContextKey('haat.shop');
let on = false;

/** Whether this process exports traces (startTracing ran with settings that ask for them). */
export function tracingOn(): boolean {
  return on;
}

export interface Tracing {
  /** Sends what is still buffered and stops (on shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Starts the SDK when the settings ask for it (null otherwise, and nothing is loaded). `env`
 * also names the providers' base URLs for the outbound spans. The exporter and the batch
 * processor read their own OTEL_* settings from the process's environment.
 */
export async function startTracing(env: Env): Promise<Tracing | null> {
  if (!tracingWanted(env) || on) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { defaultResource, detectResources, envDetector, resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': 'haat' }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  on = true;
  const unwrap = traceFetch(providerOrigins(env));
  return {
    shutdown: async () => {
      unwrap();
      on = false;
      await provider.shutdown();
    },
  };
}

const tracer = () => trace.getTracer(TRACER);

/** The context for work done for `shop` (every span started in it is marked with the shop). */
function shopAttributes(active: OtelContext): Record<string, string> {
  const shop = active.getValue(SHOP);
  return typeof shop === 'string' ? { 'haat.shop': shop } : {};
}

/** Runs the rest of the request with the shop in its trace context, and marks the request's span. */
export function withShop<T>(slug: string, run: () => Promise<T>): Promise<T> {
  if (!on) return run();
  trace.getActiveSpan()?.setAttribute('haat.shop', slug);
  return context.with(context.active().setValue(SHOP, slug), run);
}

const headerGetter = {
  keys: (carrier: Headers) => [...carrier.keys()],
  get: (carrier: Headers, key: string) => carrier.get(key) ?? undefined,
};

/** The SERVER span of every request (added to the app only when tracing is wanted). */
export function traceRequests(): MiddlewareHandler {
  return async (c, next) => {
    if (!on) return next();
    const parent = propagation.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter);
    const span = tracer().startSpan(
      c.req.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': c.req.method, 'url.path': c.req.path, 'url.scheme': new URL(c.req.url).protocol.replace(':', ''), 'server.address': c.req.header('host') ?? '' },
      },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), next);
      endRequestSpan(span, c, c.res.status);
    } catch (err) {
      span.recordException(err as Error);
      endRequestSpan(span, c, 500);
      throw err;
    }
  };
}

function endRequestSpan(span: Span, c: Context, status: number): void {
  const route = routeLabel(c);
  span.updateName(`${c.req.method} ${route}`);
  span.setAttribute('http.route', route);
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Kysely's log hook (db/client.ts onQuery): one CLIENT span per query, ended now, started
 * `durationMs` ago — inside a request or a job only (the job runner's polls every second would
 * otherwise each be a trace of their own).
 */
export function traceQuery(durationMs: number, failed: boolean, sql: string, system: 'sqlite' | 'postgresql'): void {
  if (!on) return;
  const active = context.active();
  if (!trace.getSpan(active)) return;
  const end = performance.timeOrigin + performance.now();
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
  const span = tracer().startSpan(
    operation,
    { kind: SpanKind.CLIENT, startTime: end - durationMs, attributes: { 'db.system.name': system, 'db.operation.name': operation, 'db.query.text': sql, ...shopAttributes(active) } },
    active,
  );
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

/** The job handlers with a span around each run (`job send-sms`, its shop): its queries and provider calls are its children. */
export function traceJobs(handlers: JobHandlers): JobHandlers {
  const traced = new Map<string, JobHandler<unknown>>();
  for (const [kind, handler] of handlers) {
    traced.set(kind, {
      kind,
      parse: (payload) => handler.parse(payload),
      run: (ctx, payload) => {
        if (!on) return handler.run(ctx, payload);
        const span = tracer().startSpan(`job ${kind}`, { kind: SpanKind.INTERNAL, attributes: { 'haat.job.kind': kind, 'haat.shop': ctx.shop.slug } }, ROOT_CONTEXT);
        const inside = trace.setSpan(ROOT_CONTEXT, span).setValue(SHOP, ctx.shop.slug);
        return context.with(inside, () => handler.run(ctx, payload)).then(
          () => span.end(),
          (err: unknown) => {
            span.recordException(err as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            throw err;
          },
        );
      },
    });
  }
  return traced;
}

/** Which configured provider a URL belongs to (by its base URL's origin), for the outbound spans' names. */
export function providerOrigins(env: Env): Map<string, string> {
  const origins = new Map<string, string>();
  const add = (url: string | undefined, name: string) => {
    if (!url) return;
    try {
      origins.set(new URL(url).origin, name);
    } catch {
      // loadEnv refuses what does not parse.
    }
  };
  add(env.BKASH_BASE_URL, 'bkash');
  add(env.STRIPE_API_BASE, 'stripe');
  add(env.STEADFAST_BASE_URL ?? 'https://portal.packzy.com', 'steadfast');
  add(env.PATHAO_BASE_URL ?? 'https://api-hermes.pathao.com', 'pathao');
  add(env.SMS_GATEWAY_URL, 'sms');
  return origins;
}

/** Wraps the global fetch with a CLIENT span per call; returns the undo. */
function traceFetch(providers: Map<string, string>): () => void {
  const original = globalThis.fetch;
  const traced: typeof fetch = async (input, init) => {
    if (!on) return original(input, init);
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const provider = providers.get(url.origin);
    const active = context.active();
    const span = tracer().startSpan(
      provider ? `${provider} ${method}` : method,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': method,
          'url.full': `${url.origin}${url.pathname}`,
          'server.address': url.hostname,
          'server.port': Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          ...(provider ? { 'haat.provider': provider } : {}),
          ...shopAttributes(active),
        },
      },
      active,
    );
    try {
      const res = await context.with(trace.setSpan(active, span), () => original(input, init));
      span.setAttribute('http.response.status_code', res.status);
      if (res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return res;
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  };
  globalThis.fetch = traced;
  return () => {
    if (globalThis.fetch === traced) globalThis.fetch = original;
  };
}
