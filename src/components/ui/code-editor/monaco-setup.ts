import * as monaco from 'monaco-editor';
import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import { HOOK_TYPE_DEFINITIONS } from '../../../harness';
import { META_SCHEMA_URI, toolParametersMetaSchema } from './json-schema-meta';
import { TOOL_SCHEMA_SUFFIX } from './types';

// Monaco from the bundled package, workers built by Vite: nothing is fetched from a CDN.
self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    return new EditorWorker();
  },
};
loader.config({ monaco });

monaco.json.jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemas: [
    {
      uri: META_SCHEMA_URI,
      fileMatch: [`*${TOOL_SCHEMA_SUFFIX}`],
      schema: toolParametersMetaSchema,
    },
  ],
});

// Hooks run in a sandbox with plain ES2020 and no DOM: type-check them as such, with the
// hook contract as a global library so `ctx.` completes.
const js = monaco.typescript.javascriptDefaults;
js.setCompilerOptions({
  allowJs: true,
  checkJs: true,
  allowNonTsExtensions: true,
  target: monaco.typescript.ScriptTarget.ES2020,
  lib: ['es2020'],
  noEmit: true,
});
js.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false });
js.addExtraLib(HOOK_TYPE_DEFINITIONS, 'ts:harness/hook-contract.d.ts');

export { monaco };
