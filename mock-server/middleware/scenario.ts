// Failure scenarios QA and tests switch on per request (header X-Mock-Scenario or query __scenario) or for
// the next N calls (POST /__mock/scenario). Never applied to /__mock/*, images or the payment page.
import type { Request, RequestHandler, Response } from 'express';
import { MSG_NOT_SIGNED_IN } from '../lib/envelope.ts';
import { stateOf } from './state.ts';
import { clientOf } from '../lib/client-id.ts';

export { isScenario, SCENARIO_DOCS, SCENARIOS, type Scenario } from '../lib/scenarios.ts';
import { isScenario, SCENARIOS, type Scenario } from '../lib/scenarios.ts';

export interface GlobalScenario {
  scenario: Scenario;
  /** The sandbox client it is armed for; none = every caller. */
  client?: string;
  /** Calls left. */
  times: number;
  /** Exact path (no query) it is limited to, if any. */
  path?: string;
  createdAt: string;
}

/** Paths scenarios never touch: control, images, uploads, the payment page. */
export function isExempt(path: string): boolean {
  return path.startsWith('/__mock') || path.startsWith('/profile/') || path.startsWith('/mock-pay');
}

/** Scenarios armed for everyone (no client) and for single sandbox clients (X-Mock-Client). */
export class ScenarioControl {
  active: GlobalScenario | undefined;
  private readonly byClient = new Map<string, GlobalScenario>();

  /** What a caller would meet next: its own scenario, else the one for everyone. */
  get(client?: string): GlobalScenario | undefined {
    return (client !== undefined ? this.byClient.get(client) : undefined) ?? this.active;
  }

  /** Whether any scenario is armed (a data space with one is not unloaded when idle: it would be lost). */
  get armed(): boolean {
    return this.active !== undefined || this.byClient.size > 0;
  }

  set(s: GlobalScenario): void {
    if (s.client !== undefined) this.byClient.set(s.client, s);
    else this.active = s;
  }

  /** Clears one client's scenario, or (no client) every scenario. */
  clear(client?: string): void {
    if (client !== undefined) {
      this.byClient.delete(client);
      return;
    }
    this.active = undefined;
    this.byClient.clear();
  }

  /** Consumes one use of the caller's own scenario, else of the one for everyone, when it applies to this path. */
  take(path: string, client?: string): Scenario | undefined {
    const own = client !== undefined ? this.byClient.get(client) : undefined;
    const a = own && (own.path === undefined || own.path === path) ? own : this.active;
    if (!a || (a.path !== undefined && a.path !== path)) return undefined;
    a.times -= 1;
    if (a.times <= 0) {
      if (a === own) this.byClient.delete(a.client as string);
      else this.active = undefined;
    }
    return a.scenario;
  }
}

export interface ScenarioTiming {
  slowMs: number;
  timeoutMs: number;
  /** Registers a delay so closing the server can cancel it. */
  delay: (ms: number, res: Response, then: () => void) => void;
}

export function scenarios(control: ScenarioControl, timing: ScenarioTiming): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (isExempt(req.path)) return next();
    const header = req.get('x-mock-scenario');
    const query = req.query.__scenario;
    const raw = header ?? (typeof query === 'string' ? query : undefined);
    let scenario: Scenario | undefined;
    if (raw !== undefined && raw !== '') {
      if (!isScenario(raw)) {
        res.status(400).json({ code: 400, msg: `未知的模拟场景：${raw}（可选：${SCENARIOS.join(' / ')}）` });
        return;
      }
      scenario = raw;
    } else {
      scenario = control.take(req.path, clientOf(req));
    }
    if (!scenario) return next();
    stateOf(req).scenario = scenario;
    switch (scenario) {
      case '401':
        res.json({ code: 401, msg: MSG_NOT_SIGNED_IN });
        return;
      case '401-http':
        res.status(401).json({ code: 401, msg: MSG_NOT_SIGNED_IN });
        return;
      case '403':
        res.json({ code: 403, msg: '没有权限访问（模拟 403）' });
        return;
      case '500':
        res.json({ code: 500, msg: '服务器开小差了，请稍后再试（模拟 500）' });
        return;
      case '500-http':
        res.status(500).json({ code: 500, msg: '服务器内部错误（模拟 HTTP 500）' });
        return;
      case 'slow':
        timing.delay(timing.slowMs, res, next);
        return;
      case 'timeout':
        timing.delay(timing.timeoutMs, res, next);
        return;
      case 'network':
        // No answer at all: the client sees a network error, as when Wi-Fi drops.
        req.socket.destroy();
        return;
    }
  };
}
