// 顶级账号: the listing rule behind home's section and the mock's `isTop` filter. On its own, not in
// pricing.ts, because home's first screen shows it (the section's subtitle) and needs none of the pricing rules.

/** Goods priced ¥6000 and above are 顶级账号. */
export const TOP_ACCOUNT_PRICE = 6000;
