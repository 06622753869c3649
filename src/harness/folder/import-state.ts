import { error, warning, type Diagnostic } from '../diagnostics';
import type { DiagnosticCode, ParamsArg } from '../diagnostic-codes';
import { isRecord, readJson, readYaml } from './yaml-io';

/** The files of one import, which of them were used, and what went wrong. */
export class ImportState {
  readonly files = new Map<string, string>();
  readonly used = new Set<string>();
  readonly diagnostics: Diagnostic[] = [];
  /** Document pointer -> the file it came from, so tools can point people at the file. */
  readonly sources: Record<string, string> = {};

  constructor(files: Record<string, string>) {
    for (const [path, text] of Object.entries(files)) {
      // Windows separators and "./" prefixes name the same file.
      this.files.set(path.replace(/\\/g, '/').replace(/^(\.\/)+/, ''), text);
    }
  }

  take(path: string): string | undefined {
    const text = this.files.get(path);
    if (text !== undefined) this.used.add(path);
    return text;
  }

  error<C extends DiagnosticCode>(
    pointer: string,
    code: C,
    message: string,
    ...params: ParamsArg<C>
  ): void {
    this.diagnostics.push(error(pointer, code, message, ...params));
  }

  warn<C extends DiagnosticCode>(
    pointer: string,
    code: C,
    message: string,
    ...params: ParamsArg<C>
  ): void {
    this.diagnostics.push(warning(pointer, code, message, ...params));
  }

  /** Parsed YAML, or undefined after reporting why it could not be read. */
  yaml(path: string, text: string, pointer: string): unknown {
    const result = readYaml(text);
    if (result.ok) return result.value;
    this.error(pointer, 'folder.bad_yaml', `${path}: the YAML cannot be read: ${result.message}.`, {
      file: path,
      reason: result.message,
    });
    return undefined;
  }

  json(path: string, text: string, pointer: string): unknown {
    const result = readJson(text);
    if (result.ok) return result.value;
    this.error(pointer, 'folder.bad_json', `${path}: the JSON cannot be read: ${result.message}.`, {
      file: path,
      reason: result.message,
    });
    return undefined;
  }

  /** A YAML mapping; an empty file counts as an empty mapping. */
  mapping(path: string, text: string, pointer: string): Record<string, unknown> | undefined {
    const value = this.yaml(path, text, pointer);
    if (value === undefined) return undefined;
    if (value === null) return {};
    if (isRecord(value)) return value;
    const found = Array.isArray(value) ? 'list' : 'value';
    this.error(
      pointer,
      'folder.not_mapping',
      `${path} should hold fields as "key: value" lines, not ${found === 'list' ? 'a list' : 'a single value'}.`,
      { file: path, found },
    );
    return undefined;
  }
}
