// The types a domain's status module is written with (src/contract/<domain>/statuses.ts; the door,
// src/contract/statuses.ts, says how a status is written).

/** The code type of a status object: `OrderStatus` is `1 | 2 | 3 | 4 | 5`. */
export type Code<T> = T[keyof T];

/** A status's labels by code: `Labels<OrderStatus>` names every code. */
export type Labels<C extends string | number> = { readonly [K in C]: string };
