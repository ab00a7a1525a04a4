// Which staff to show first: with a game in the link, that game's own staff lead, then the general ones.
// Same for QQ groups. The order within each part is the server's.

export function gameFirst<T extends { gameId?: number }>(items: readonly T[], gameId?: number): T[] {
  if (gameId === undefined) return [...items];
  return [...items.filter((s) => s.gameId === gameId), ...items.filter((s) => s.gameId !== gameId)];
}

/** `?gameId=` → a game id, or undefined when absent or not a positive integer. */
export function parseGameId(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}
