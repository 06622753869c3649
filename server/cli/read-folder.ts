import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError, describeFsError } from './usage-error';

/** Far above any real harness; stops an accidental `validate -- /` early. */
const MAX_FILES = 5_000;
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * Every file under `root` as relative path -> text, for importFolder. Dot entries
 * (.git, .DS_Store, .gitkeep) and node_modules are skipped; symbolic links to folders
 * are not followed, so a link cycle cannot loop.
 */
export async function readFolder(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  let count = 0;
  let bytes = 0;
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      throw new UsageError(`${dir}: cannot read the folder (${describeFsError(e)}).`);
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      const rel = prefix + entry.name;
      if (entry.isDirectory()) {
        await walk(full, rel + '/');
        continue;
      }
      if (entry.isSymbolicLink() && !(await stat(full).catch(() => null))?.isFile()) continue;
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      if (++count > MAX_FILES) {
        throw new UsageError(`${root}: more than ${MAX_FILES} files; is this a harness folder?`);
      }
      try {
        files[rel] = await readFile(full, 'utf8');
      } catch (e) {
        throw new UsageError(`${full}: cannot read the file (${describeFsError(e)}).`);
      }
      bytes += files[rel].length;
      if (bytes > MAX_BYTES)
        throw new UsageError(`${root}: over 50 MB of files; is this a harness folder?`);
    }
  }
  await walk(root, '');
  return files;
}
