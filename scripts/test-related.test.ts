import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOURNEYS, planFor, wordOf } from './test-related.mjs';

const specs = readdirSync('e2e').filter((f) => f.endsWith('.spec.ts')).map((f) => f.slice(0, -8));

describe('test:related', () => {
  it('maps every journey to some domain word, and names only journeys that exist', () => {
    const mapped = new Set(Object.values(JOURNEYS).flat());
    expect(specs.filter((s) => !mapped.has(s)), 'e2e specs no word leads to: add them to JOURNEYS').toEqual([]);
    expect([...mapped].filter((s) => !specs.includes(s))).toEqual([]);
  });

  it('reads the domain word from the folders that share it', () => {
    expect(wordOf('src/features/sell/draft.ts')).toBe('sell');
    expect(wordOf('src/screens/order/OrderDetail.tsx')).toBe('order');
    expect(wordOf('src/api/recycle.queries.ts')).toBe('recycle');
    expect(wordOf('mock-server/domain/order.delivery.ts')).toBe('order');
    expect(wordOf('mock-server/routes/order.payPage.ts')).toBe('order');
    expect(wordOf('src/dev/Clock.tsx')).toBe('dev');
    expect(wordOf('mock-server/data/store.ts')).toBe('sandbox');
    expect(wordOf('README.md')).toBeUndefined();
  });

  it('plans unit and API tests by imports, the contract check for the contract and routes, journeys by word and for the shell', () => {
    expect(planFor(['mock-server/domain/order.delivery.ts'])).toEqual({
      vitest: ['mock-server/domain/order.delivery.ts'], contract: false, specs: [...JOURNEYS.order].sort(),
    });
    expect(planFor(['src/contract/goods/answers.ts']).contract).toBe(true);
    // What npm run contract writes: a hand edit there is stale.
    for (const f of ['docs/qa.md', 'docs/api.md', 'src/contract/numericFields.ts', 'src/contract/scenarios.ts']) expect(planFor([f]).contract, f).toBe(true);
    expect(planFor(['src/components/TopBar.tsx']).specs).toEqual(expect.arrayContaining(JOURNEYS.foundation));
    expect(planFor(['e2e/trust.spec.ts'])).toEqual({ vitest: [], contract: false, specs: ['trust'] });
    expect(planFor(['docs/product.md'])).toEqual({ vitest: [], contract: false, specs: [] });
  });
});
