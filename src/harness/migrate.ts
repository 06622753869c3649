import { CURRENT_SCHEMA_VERSION } from './schema/document';
import { error, type Diagnostic } from './diagnostics';

type Json = Record<string, unknown>;
type Migration = (doc: Json) => Json;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Each step lifts a document one schemaVersion. Version 1 kept the whole system prompt
 * in one `systemPrompt` string and called a skill's allowed tools `tools`.
 */
const MIGRATIONS: Record<number, Migration> = {
  1: (doc) => {
    const { systemPrompt, ...rest } = doc;
    const skills = Array.isArray(doc.skills)
      ? doc.skills.map((s) => {
          if (!isObject(s) || !('tools' in s)) return s;
          const { tools, ...skill } = s;
          return { ...skill, allowedTools: tools };
        })
      : doc.skills;
    return {
      ...rest,
      schemaVersion: 2,
      prompt: rest.prompt ?? {
        sections: [
          {
            id: 'main',
            title: 'System',
            body: typeof systemPrompt === 'string' ? systemPrompt : '',
          },
        ],
      },
      skills,
    };
  },
};

export interface MigrationResult {
  document: unknown;
  fromVersion: number | null;
  diagnostics: Diagnostic[];
}

/** Brings an older document up to the current schemaVersion; never throws. */
export function migrateDocument(input: unknown): MigrationResult {
  if (!isObject(input)) {
    return {
      document: input,
      fromVersion: null,
      diagnostics: [error('', 'schema.not_object', 'A harness must be an object.')],
    };
  }
  const version = input.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      document: input,
      fromVersion: null,
      diagnostics: [
        error(
          '/schemaVersion',
          'schema.version_missing',
          `Set schemaVersion (the current one is ${CURRENT_SCHEMA_VERSION}).`,
          { current: CURRENT_SCHEMA_VERSION },
        ),
      ],
    };
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return {
      document: input,
      fromVersion: version,
      diagnostics: [
        error(
          '/schemaVersion',
          'schema.version_unsupported',
          `schemaVersion ${version} is newer than this studio reads (${CURRENT_SCHEMA_VERSION}); update the studio.`,
          { version, current: CURRENT_SCHEMA_VERSION },
        ),
      ],
    };
  }
  let doc: Json = input;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) break;
    doc = step(doc);
  }
  return { document: doc, fromVersion: version, diagnostics: [] };
}
