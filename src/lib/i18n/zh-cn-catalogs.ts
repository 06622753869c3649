import { diagnosticsZhCN } from './diagnostics-zh-cn';
import { zhCN } from './zh-cn';
import type { Catalogs } from './catalog-shape';

/** Chinese messages and diagnostics: one chunk, loaded when Chinese is first wanted. */
export const zhCNCatalogs: Catalogs = { messages: zhCN, diagnostics: diagnosticsZhCN };
