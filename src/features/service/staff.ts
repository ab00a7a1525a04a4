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

/** `?orderNo=` → an order number (DD + digits), or undefined. */
export function parseOrderNo(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && /^DD\d{6,30}$/.test(v) ? v : undefined;
}

/** Asked about an order: the 交易客服 (who hand over accounts) first, then the game's own, then the rest. */
export function staffFirst<T extends { gameId?: number; staffType?: string }>(items: readonly T[], gameId?: number, forOrder = false): T[] {
  const byGame = gameFirst(items, gameId);
  if (!forOrder) return byGame;
  return [...byGame.filter((s) => s.staffType === '交易客服'), ...byGame.filter((s) => s.staffType !== '交易客服')];
}
