/** A problem with what the user asked for (not with the harness): exit code 2. */
export class UsageError extends Error {}

/** A plain sentence for a file system error, e.g. "permission denied". */
export function describeFsError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const known: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ENOTDIR: 'a part of the path is not a folder',
    ELOOP: 'too many symbolic links',
  };
  return (code && known[code]) ?? (e instanceof Error ? e.message : String(e));
}
