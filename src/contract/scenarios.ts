// The failure scenarios QA arms on the mock (POST /__mock/scenario, header X-Mock-Scenario, query ?__scenario=):
// their names, what each answers and the QA panel's button for each. One list: the mock applies them
// (mock-server/middleware/scenario.ts), the QA panel makes its buttons from it (src/dev/QaPanel.tsx), and
// `npm run contract` writes the tables in mock-server/README.md and docs/qa.md from it (`--check` fails when stale).
// Plain data, no zod: the app imports it (the development build's panel only).
export const SCENARIOS = ['401', '401-http', '403', '500', '500-http', 'slow', 'timeout', 'network'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_INFO: Record<Scenario, { effect: string; button: string }> = {
  '401': { effect: 'HTTP 200，body code 401「登录状态已过期」', button: '下次请求返回401' },
  '401-http': { effect: 'HTTP 401，body code 401', button: '下次请求HTTP 401' },
  '403': { effect: 'HTTP 200，body code 403', button: '下次请求403' },
  '500': { effect: 'HTTP 200，body code 500（业务失败）', button: '下次请求业务失败' },
  '500-http': { effect: 'HTTP 500，body code 500（服务器故障）', button: '下次请求HTTP 500' },
  slow: { effect: '额外延迟 MOCK_SLOW_MS 后正常应答', button: '慢请求' },
  timeout: { effect: 'MOCK_TIMEOUT_MS（默认 11 秒，超过前端 10 秒超时）后才应答', button: '请求超时' },
  network: { effect: '直接断开连接（前端收到网络错误）', button: '网络错误' },
};

export function isScenario(v: unknown): v is Scenario {
  return typeof v === 'string' && (SCENARIOS as readonly string[]).includes(v);
}

/** The table of the Scenarios sections of mock-server/README.md and docs/qa.md (written by `npm run contract`). */
export function scenarioTable(): string {
  return ['| 场景 | 应答 | QA 面板 |', '|---|---|---|', ...SCENARIOS.map((s) => `| \`${s}\` | ${SCENARIO_INFO[s].effect} | ${SCENARIO_INFO[s].button} |`)].join('\n');
}
