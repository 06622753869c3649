// Types for what TypeScript imports of sandbox-context.mjs (plain JavaScript: see there).
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';

export function newJsonString(vm: QuickJSContext, text: string): QuickJSHandle;
/** The core's amount reader from its bundled source: JSON text of a string in, JSON text out. */
export function hostAmountsReader(source: string | undefined): (json: string) => string | undefined;
