// Which staff to show first: with a game in the link, that game's own staff lead, then the general ones.
// Same for QQ groups. The order within each part is the server's. Asked about an order, the 交易客服 lead.

export function gameFirst<T extends { gameId?: number }>(items: readonly T[], gameId?: number): T[] {
  if (gameId === undefined) return [...items];
  return [...items.filter((s) => s.gameId === gameId), ...items.filter((s) => s.gameId !== gameId)];
}

/** `?gameId=` → a game id, or undefined when absent or not a positive integer. */
export function parseGameId(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** `?orderNo=` → an order number (DD + digits) or a 回收单号 (HS + digits), or undefined. */
export function parseOrderNo(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && /^(DD|HS)\d{6,30}$/.test(v) ? v : undefined;
}

/** What a number from parseOrderNo is called: 回收单号 for a 竞价回收 deal (HS…), else 订单号. */
export function orderNoKind(no: string): '回收单号' | '订单号' {
  return no.startsWith('HS') ? '回收单号' : '订单号';
}

/** Asked about an order: the 交易客服 (who hand over accounts) first, then the game's own, then the rest. */
export function staffFirst<T extends { gameId?: number; staffType?: string }>(items: readonly T[], gameId?: number, forOrder = false): T[] {
  const byGame = gameFirst(items, gameId);
  if (!forOrder) return byGame;
  return [...byGame.filter((s) => s.staffType === '交易客服'), ...byGame.filter((s) => s.staffType !== '交易客服')];
}
