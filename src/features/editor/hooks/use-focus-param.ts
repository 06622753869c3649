import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { focusField } from '../../../lib/field-id';

/** A link from the problems list or elsewhere may name the field to open at (`?focus=`). */
export function useFocusParam(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const focus = params.get('focus');
  const focused = useRef(false);
  useEffect(() => {
    if (!ready || focus === null || focused.current) return;
    focused.current = true;
    // Give lazily loaded fields (Monaco) a moment to register themselves.
    const timer = setTimeout(() => {
      focusField(focus === '/' ? '' : focus);
      setParams((p) => (p.delete('focus'), p), { replace: true });
    }, 50);
    return () => clearTimeout(timer);
  }, [ready, focus, setParams]);
}
