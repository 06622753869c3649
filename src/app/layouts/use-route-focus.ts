import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusHeadingWhenShown } from './screen-focus';

/**
 * On every route change (not the first load, where focus belongs at the page's start and
 * the skip link), focus moves to the new screen's heading, so a screen reader says where
 * you are and the next Tab is inside the screen.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    return focusHeadingWhenShown();
  }, [pathname]);
}
