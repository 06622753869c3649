import { useEffect, useRef } from 'react';

export interface Shortcut {
  /** `KeyboardEvent.key`, compared case-insensitively. */
  key: string;
  /** Ctrl on Windows/Linux, Cmd on macOS. */
  mod?: boolean;
  shift?: boolean;
}

/**
 * Window-level shortcut, listened to in the capture phase so it also works while focus is
 * inside Monaco or a text field; the browser's own action (e.g. "save page") is prevented.
 */
export function useShortcut(shortcut: Shortcut, action: () => void, enabled = true): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const { key, mod = false, shift = false } = shortcut;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== key.toLowerCase()) return;
      if ((e.ctrlKey || e.metaKey) !== mod || e.shiftKey !== shift || e.altKey) return;
      e.preventDefault();
      e.stopPropagation();
      latest.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [key, mod, shift, enabled]);
}
