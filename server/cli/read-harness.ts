import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { error, type Diagnostic } from '../../src/harness/diagnostics';
import { importFolder } from '../../src/harness/folder';
import { readFolder } from './read-folder';
import { UsageError, describeFsError } from './usage-error';

export interface HarnessInput {
  document?: unknown;
  diagnostics: Diagnostic[];
  /** For a folder: document pointer -> file, to say where a problem is. */
  sources: Record<string, string>;
}

function parseText(name: string, text: string, yaml: boolean): HarnessInput {
  const body = text.replace(/^\uFEFF/, '');
  try {
    const document = yaml ? parseYaml(body, { logLevel: 'error' }) : JSON.parse(body);
    return { document, diagnostics: [], sources: {} };
  } catch (e) {
    const reason = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    const kind = yaml ? 'YAML' : 'JSON';
    const params = { file: name, reason: reason ?? '' };
    const message = `${name}: the ${kind} cannot be read: ${reason}`;
    return {
      diagnostics: [
        yaml
          ? error('', 'input.bad_yaml', message, params)
          : error('', 'input.bad_json', message, params),
      ],
      sources: {},
    };
  }
}

/** Reads a harness from a .json or .yaml/.yml file or an exported folder. */
export async function readHarness(path: string): Promise<HarnessInput> {
  let info;
  try {
    info = await stat(path);
  } catch (e) {
    throw new UsageError(`${path}: ${describeFsError(e)}.`);
  }
  if (info.isDirectory()) return { ...importFolder(await readFolder(path)) };
  const ext = extname(path).toLowerCase();
  if (!['.json', '.yaml', '.yml'].includes(ext)) {
    throw new UsageError(`${path}: give a .json, .yaml or .yml file, or a harness folder.`);
  }
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(`${path}: cannot read the file (${describeFsError(e)}).`);
  }
  return parseText(basename(path), text, ext !== '.json');
}
