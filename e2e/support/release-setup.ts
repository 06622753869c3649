import type { TokenServer } from './token-server';

// Set-up the release journeys share: an admin's edit of a draft entity (with its If-Match),
// and the next occurrence of an hour in a harness's time zone, as the schedule form takes it.

/** Reads a draft entity as the admin, applies `edit` to its value and saves it over that revision. */
export async function editDraftEntity(
  server: TokenServer,
  harnessId: string,
  kind: string,
  key: string,
  edit: (value: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const url = `${server.baseURL}/api/v1/harnesses/${harnessId}/draft/entities/${kind}/${key}`;
  const headers = { authorization: `Bearer ${server.adminToken}` };
  const read = await fetch(url, { headers });
  if (!read.ok) throw new Error(`GET ${url}: ${read.status} ${await read.text()}`);
  const entity = (await read.json()) as { revision: number; value: Record<string, unknown> };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json', 'if-match': `"${entity.revision}"` },
    body: JSON.stringify(edit(entity.value)),
  });
  if (!put.ok) throw new Error(`PUT ${url}: ${put.status} ${await put.text()}`);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The next `hour`:00 still ahead in `timeZone` (today's, or tomorrow's once it has passed) and
 * the midnight after it, as wall times (`2026-12-05T20:00`, `2026-12-06T00:00`).
 */
export function nextLocalTime(timeZone: string, hour: number): { at: string; until: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const today = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const day = new Date(today + (Number(parts.hour) >= hour ? 86_400_000 : 0));
  const next = new Date(day.getTime() + 86_400_000);
  const date = (d: Date) =>
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { at: `${date(day)}T${pad(hour)}:00`, until: `${date(next)}T00:00` };
}
