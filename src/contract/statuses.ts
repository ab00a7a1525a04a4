// The status codes of the wire, each named once with its Chinese label: `o.orderStatus === OrderStatus.trading`
// reads where `o.orderStatus === 4` did not. Both sides of the wire (src/, mock-server/, fixtures/) compare against
// these names; the numbers themselves appear only here and in the fixtures' seeded data.
//
// Each status is a plain `as const` object (the codes by name) and, beside it, its labels by code: the labels a
// screen shows only where it has no wording of its own (a screen may say more, e.g. 待付尾款 for a deposit paid).
// The codes are the live backend's (docs/api.md); the fields marked extension are ours.

// Each domain's codes are in its folder (src/contract/<domain>/statuses.ts), re-exported here whole: the app reads
// them from this module only, and the build writes a status name read from here as its code
// (scripts/inline-statuses-plugin.ts).
export type { Code } from './common/codes.ts';
export * from './game/statuses.ts';
export * from './goods/statuses.ts';
export * from './sell/statuses.ts';
export * from './recycle/statuses.ts';
export * from './order/statuses.ts';
export * from './account/statuses.ts';
export * from './merchant/statuses.ts';
export * from './message/statuses.ts';
export * from './feedback/statuses.ts';
export * from './service/statuses.ts';

// ---------- the mock's request journal (mock mode only) ----------

/** The HTTP status the mock's journal gives a call whose connection was dropped before an answer (JournalEntry.status). */
export const DROPPED_CALL = 0;
