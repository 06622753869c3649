// Types for what TypeScript imports of sandbox-context.mjs (plain JavaScript: see there).
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';

export function newJsonString(vm: QuickJSContext, text: string): QuickJSHandle;
