import { loadCatalogs } from '../catalogs';

// Tests read both languages at once; the browser loads the unread one only when asked.
await loadCatalogs('zh-CN');
