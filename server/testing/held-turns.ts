/**
 * Turns of the event loop for a label move's fan-out (`FanOutOptions.nextTurn`): given at
 * once until `hold()`, then only when the test calls `give()`, so a test decides by what
 * was sent before the fan-out went on, never by timing.
 */
export function heldTurns() {
  const waiting: (() => void)[] = [];
  let held = false;
  let asked = () => {};
  return {
    nextTurn: () =>
      new Promise<void>((resolve) => {
        if (!held) {
          setImmediate(resolve);
          return;
        }
        waiting.push(resolve);
        asked();
      }),
    hold: () => {
      held = true;
    },
    /** Gives every waiting turn and every later one at once again. */
    release: () => {
      held = false;
      for (const give of waiting.splice(0)) give();
    },
    /** Resolves once the fan-out waits for a turn. */
    asked: () =>
      new Promise<void>((resolve) => {
        if (waiting.length > 0) resolve();
        else asked = resolve;
      }),
    give: () => waiting.shift()!(),
  };
}
