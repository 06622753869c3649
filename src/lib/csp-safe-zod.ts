import { z } from 'zod';

// zod compiles object parsers with `new Function`, and even its probe for that is reported
// as a violation by the page's CSP (no eval): the browser parses without it. Imported
// first by src/main.tsx, since zod decides when each schema is created.
z.config({ jitless: true });
