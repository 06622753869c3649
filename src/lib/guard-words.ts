import { guardOfHookId } from '../harness/guards';
import type { MessageKey, Translate } from './i18n';

/** Who acted, in the reader's words: a built-in guard by its name, a hook by its id. */
export function checkerName(t: Translate, hookId: string): string {
  const guard = guardOfHookId(hookId);
  return guard ? t(`guardTrace.name.${guard}`) : hookId;
}

/** Why a guard acted, from its code, in the reader's language; else the reason as given. */
export function guardReason(
  t: Translate,
  found: { code?: string; params?: Record<string, string | number>; reason?: string },
): string {
  const key = `guardTrace.code.${found.code ?? ''}` as MessageKey;
  if (found.code && t(key) !== key)
    return (t as (k: MessageKey, p?: object) => string)(key, found.params ?? {});
  return found.reason ?? '';
}
