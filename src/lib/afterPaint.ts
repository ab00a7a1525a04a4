// Runs `fn` once the browser has painted the current frame: for work a tap starts but need not show at once
// (goodList's URL update: history.replaceState and the router's render are tens of ms on a slowed phone), so
// the tap's own feedback (a menu or sheet closing) paints first. A hidden page paints no frames: the timeout
// runs it anyway.
export function afterPaint(fn: () => void, fallbackMs = 250): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}
