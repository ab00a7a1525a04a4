// Builds one data space's mock: json-server's express app, our middlewares and routes, the read-only raw-data
// browser at /__mock/db, and the scheduler of its jobs (scheduler.ts). server.ts puts one per space (spaces.ts)
// behind a front app that picks the space of each request and guards the control API, and listens. Tests call
// startMockServer (server.ts).
import type { Application, Response } from 'express';
import jsonServer from 'json-server';
import { optionsFromEnv, type MockOptions } from './config.ts';
import type { MockContext } from './context.ts';
import { controlRoutes } from './sandbox/control.ts';
import { journalRoutes } from './sandbox/control-journal.ts';
import { sandboxRoutes } from './sandbox/control-sandbox.ts';
import { dbBrowser } from './sandbox/db-browser.ts';
import { applyDrift } from './sandbox/drift.ts';
import { Journal, journalRecorder } from './sandbox/journal.ts';
import { bodyParser } from './middleware/body.ts';
import { cors } from './middleware/cors.ts';
import { drift } from './middleware/drift.ts';
import { errorHandler, notFound } from './middleware/errors.ts';
import { hybrid } from './middleware/hybrid.ts';
import { latency } from './middleware/latency.ts';
import { ScenarioControl, scenarios } from './middleware/scenario.ts';
import { authRoutes } from './routes/auth.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { gameRoutes } from './routes/game.ts';
import { goodsRoutes } from './routes/goods.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { messageRoutes } from './routes/message.ts';
import { contentRoutes } from './routes/content.ts';
import { deriveJobs, JOB_HANDLERS } from './domain/jobs.ts';
import { orderRoutes } from './routes/order.ts';
import { payRoutes } from './routes/order.pay.ts';
import { recycleRoutes } from './routes/recycle.ts';
import { Routes } from './routes/registry.ts';
import { listingRoutes } from './routes/listing.ts';
import { sellRoutes } from './routes/sell.ts';
import { serviceRoutes } from './routes/service.ts';
import { UPLOAD_PATH, uploadRoutes } from './routes/upload.ts';
import { accountRoutes } from './routes/account.ts';
import { Scheduler } from './scheduler.ts';
import { Store } from './data/store.ts';

export interface MockApp {
  app: Application;
  ctx: MockContext;
  store: Store;
  routes: Routes;
  options: MockOptions;
  /** ms spent loading or seeding the data. */
  dataMs: number;
  /** Stops the job timer, drops pending delayed answers and flushes the data file (the jobs stay in it). */
  close(): Promise<void>;
}

/** Defaults for everything, no environment: what tests start from. */
export function defaultOptions(overrides: Partial<MockOptions> = {}): MockOptions {
  const options = { ...optionsFromEnv({}), ...overrides };
  options.sharedDir ??= options.dataDir;
  return options;
}

export function createMockApp(overrides: Partial<MockOptions> = {}): MockApp {
  const options = defaultOptions(overrides);
  const store = new Store(options);
  store.open();
  const scheduler = new Scheduler(store, options, JOB_HANDLERS);
  const ctx: MockContext = {
    opts: options,
    store,
    scheduler,
    scenarios: new ScenarioControl(),
    journal: new Journal(),
    captchas: new Map(),
    sms: new Map(),
    smsLog: [],
    tickets: new Map(),
    now: () => store.spaceNow(),
  };

  // Delayed answers (latency, slow, timeout) are tracked so close() can cancel them.
  const delays = new Set<NodeJS.Timeout>();
  const delay = (ms: number, res: Response, then: () => void) => {
    const t = setTimeout(() => {
      delays.delete(t);
      if (!res.destroyed && !res.headersSent) then();
    }, ms);
    delays.add(t);
    res.on('close', () => {
      clearTimeout(t);
      delays.delete(t);
    });
  };

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // No ETag/304: the client treats only HTTP 200 as success.
  app.set('etag', false);
  // Compact JSON: pages of goods are the hot path (json-server's default pretty-prints).
  app.set('json spaces', 0);
  app.use(journalRecorder(ctx.journal, options.now));
  app.use(cors(options.allowedOrigins));
  app.use(scenarios(ctx.scenarios, { slowMs: options.slowMs, timeoutMs: options.timeoutMs, delay }));
  app.use(latency(options.latencyMs, delay));
  // Before the body parser: a live path's body is streamed to the live backend untouched.
  app.use(hybrid(options.hybrid));
  app.use(bodyParser(new Set([UPLOAD_PATH])));
  app.use(drift(options.drift, applyDrift));

  const routes = new Routes(ctx);
  controlRoutes(routes);
  journalRoutes(routes);
  sandboxRoutes(routes, createMockApp);
  authRoutes(routes);
  accountRoutes(routes);
  gameRoutes(routes);
  goodsRoutes(routes);
  orderRoutes(routes);
  payRoutes(routes);
  sellRoutes(routes);
  listingRoutes(routes);
  recycleRoutes(routes);
  messageRoutes(routes);
  contentRoutes(routes);
  serviceRoutes(routes);
  feedbackRoutes(routes);
  merchantRoutes(routes);
  uploadRoutes(routes);
  app.use('/__mock/db', ...dbBrowser(store));
  app.use(routes.router);
  app.use(notFound);
  app.use(errorHandler(options.log));

  // What fell due while this data was not loaded (the process down, the space unloaded) runs now; then one timer
  // sleeps until the next job. Unpaid orders close at their deadline and paid ones move on with nobody reading them.
  scheduler.start(ctx, () => deriveJobs(ctx));

  return {
    app, ctx, store, routes, options, dataMs: store.origin.ms,
    async close() {
      scheduler.close();
      for (const t of delays) clearTimeout(t);
      delays.clear();
      await store.close();
    },
  };
}
