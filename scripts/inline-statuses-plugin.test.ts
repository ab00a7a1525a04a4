import { describe, expect, it } from 'vitest';
import { OrderStatus, SaleState, SupplyPay, ZhuboType } from '../src/contract/statuses.ts';
import { inlineStatusNames, STATUS_OBJECTS } from './inline-statuses-plugin.ts';

describe('inlineStatusNames', () => {
  it('knows every status object of statuses.ts, and no label map', () => {
    expect(STATUS_OBJECTS.get('SaleState')).toEqual(SaleState);
    expect(STATUS_OBJECTS.has('saleStateLabel')).toBe(false);
  });

  it('writes the imported names as their codes, after Chinese text too', () => {
    const code = [
      "import { OrderStatus, SaleState as S, SupplyPay, orderStatusLabel } from '@/contract/statuses.ts';",
      "const note = '交易中：已付款';",
      'export const a = (o) => o.orderStatus === OrderStatus.trading ? note : orderStatusLabel[o.orderStatus];',
      'export const b = { [S.refused]: `审核失败`, paid: SupplyPay.paid };',
      'export const c = Object.values(OrderStatus);',
    ].join('\n');
    const out = inlineStatusNames(code);
    expect(out).toContain(`o.orderStatus === ${OrderStatus.trading} ? note : orderStatusLabel[o.orderStatus]`);
    expect(out).toContain(`{ [${SaleState.refused}]: \`审核失败\`, paid: "${SupplyPay.paid}" }`);
    // Used as a value: left as it is.
    expect(out).toContain('Object.values(OrderStatus)');
  });

  it('reads the domains\' status modules too, as the contract\'s modules import them relatively (the import then goes)', () => {
    for (const from of ['./statuses.ts', '../statuses.ts', '../order/statuses.ts', '../../src/contract/order/statuses.ts']) {
      expect(inlineStatusNames(`import { OrderStatus } from '${from}';\nexport const x = OrderStatus.trading;`), from)
        .toBe(`\nexport const x = ${OrderStatus.trading};`);
    }
    expect(inlineStatusNames("import { OrderStatus } from '../order/other.ts';\nexport const x = OrderStatus.trading;")).toBeNull();
  });

  it('drops an imported name once every read of it is a code, and the import when none is left', () => {
    const out = inlineStatusNames([
      "import { SaleState, OrderStatus as S, orderStatusLabel } from '@/contract/statuses.ts';",
      "import { ZhuboType } from '../contract/statuses.ts';",
      'export const a = (o) => o.saleState === SaleState.listed ? orderStatusLabel[S.trading] : Object.keys(S);',
      'export const b = { type: ZhuboType.banner };',
    ].join('\n'));
    expect(out).toContain("import { OrderStatus as S, orderStatusLabel } from '@/contract/statuses.ts';");
    expect(out).not.toContain('ZhuboType');
    expect(out).toContain(`o.saleState === ${SaleState.listed} ? orderStatusLabel[${OrderStatus.trading}] : Object.keys(S)`);
    expect(out).toContain(`{ type: ${ZhuboType.banner} }`);
  });

  it('leaves what is not a read of an imported status name', () => {
    expect(inlineStatusNames("import { SaleState } from './other.ts';\nexport const x = SaleState.listed;")).toBeNull();
    expect(inlineStatusNames("import { SaleState } from '@/contract/statuses.ts';\nexport const x = SaleState.nope + SaleState['listed'];"))
      .toBeNull();
    expect(inlineStatusNames('export const x = 1;')).toBeNull();
  });
});
