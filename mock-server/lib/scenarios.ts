// The failure scenarios are the contract's list (src/contract/scenarios.ts): middleware/scenario.ts applies them,
// the request state and the control API name them.
import { SCENARIO_INFO, SCENARIOS, type Scenario } from '../../src/contract/scenarios.ts';

export { isScenario, SCENARIOS, type Scenario } from '../../src/contract/scenarios.ts';

/** What each answers, as the control API's index (GET /__mock) lists it. */
export const SCENARIO_DOCS = Object.fromEntries(SCENARIOS.map((s) => [s, SCENARIO_INFO[s].effect])) as Record<Scenario, string>;
