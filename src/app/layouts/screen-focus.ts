/**
 * Where keyboard and screen-reader users land: the screen's own content (inside a harness,
 * past the side navigation), at its h1, which names the screen when focused.
 */
function screenContent(): HTMLElement | null {
  return document.getElementById('content') ?? document.getElementById('main');
}

export function screenHeading(): HTMLElement | null {
  return screenContent()?.querySelector<HTMLElement>('h1') ?? null;
}

function focusable(element: HTMLElement): HTMLElement {
  // A heading is not focusable by itself; -1 keeps it out of the Tab order.
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

/** The skip link's target: the heading, or the content while the screen is still loading. */
export function focusScreenStart(): void {
  const target = screenHeading() ?? screenContent();
  if (target) focusable(target).focus();
}

/**
 * After a route change, focus the new screen's heading as soon as it is shown, unless focus
 * moved on its own meanwhile: the screen focused one of its fields on purpose (a `?focus=`
 * link, a new part) or the person went on elsewhere (typing in the navigation's filter).
 * Returns a cancel function (the next route change, or nothing shown within 10 s).
 */
export function focusHeadingWhenShown(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  // Where focus was when the route changed: the link used, or nothing once it is gone.
  const from = document.activeElement;
  const tryFocus = (): boolean => {
    const heading = screenHeading();
    if (!heading) return false;
    const active = document.activeElement;
    if (!active || active === document.body || active === from) focusable(heading).focus();
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), 10_000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
