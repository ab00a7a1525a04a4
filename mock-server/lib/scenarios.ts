// The failure scenarios' names and what each does (middleware/scenario.ts applies them; the request state and
// the control API name them).
export const SCENARIOS = ['401', '401-http', '403', '500', '500-http', 'slow', 'timeout', 'network'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_DOCS: Record<Scenario, string> = {
  '401': 'HTTP 200，body code 401「登录状态已过期」',
  '401-http': 'HTTP 401，body code 401',
  '403': 'HTTP 200，body code 403',
  '500': 'HTTP 200，body code 500（业务失败）',
  '500-http': 'HTTP 500，body code 500（服务器故障）',
  slow: '额外延迟 MOCK_SLOW_MS 后正常应答',
  timeout: 'MOCK_TIMEOUT_MS（默认 11 秒，超过前端 10 秒超时）后才应答',
  network: '直接断开连接（前端收到网络错误）',
};

export function isScenario(v: unknown): v is Scenario {
  return typeof v === 'string' && (SCENARIOS as readonly string[]).includes(v);
}
