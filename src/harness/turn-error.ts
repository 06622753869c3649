import type { DiagnosticParams } from './diagnostics';
import type { ParamsArg } from './diagnostic-codes';
import type { TurnErrorCode, TurnErrorEvent } from './runtime-events';

/** The DIAGNOSTIC_CODES entry of a turn error's code: its template and params in the SPA. */
export type TurnErrorKey<C extends TurnErrorCode = TurnErrorCode> = `turn.${C}`;

/** A turn's params with the absent optional ones left out (the wire carries no undefined). */
export function turnErrorParams<C extends TurnErrorCode>(
  _code: C,
  ...[params]: ParamsArg<TurnErrorKey<C>>
): DiagnosticParams {
  const out: DiagnosticParams = {};
  for (const [k, v] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return out;
}

/** An `error` event: the English sentence and the code's params, checked by the registry. */
export function turnError<C extends TurnErrorCode>(
  code: C,
  message: string,
  ...params: ParamsArg<TurnErrorKey<C>>
): TurnErrorEvent {
  return { type: 'error', code, message, params: turnErrorParams(code, ...params) };
}
