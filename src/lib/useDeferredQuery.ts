// A react-query result whose new data is rendered in a deferred, interruptible render.
//
// react-query hands its results to React through useSyncExternalStore, whose updates are synchronous: when the
// answer for a whole screen arrives (a goods' detail, a page of cards), React renders all of it in one task that
// no tap can interrupt — on a mid-range phone a few hundred milliseconds. With this hook the urgent render
// keeps showing what was on screen (the loading state, or the previous data), and the new data is rendered
// right after at transition priority, in slices that leave the page responsive (useDeferredValue).
// On a component's first render nothing is deferred: data already in the cache shows at once.
import { useDeferredValue } from 'react';

interface QueryLike {
  data: unknown;
  isPending: boolean;
}

export function useDeferredQuery<Q extends QueryLike>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (Object.is(data, query.data)) return query;
  // New data arrived in an urgent render: show the previous state until the deferred render takes over.
  // (Spreading reads every field of the result, so react-query re-renders this component on any of them from
  // then on: a few more renders, of a component that shows the result anyway.)
  return { ...query, data, isPending: data === undefined } as Q;
}
