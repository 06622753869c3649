import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstant, resolveLocalTime, zoneOffsetMs } from './zoned-time';

const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Asia/Shanghai',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
  'UTC',
];

/** The wall clock of `zone` at `epochMs`, to the second, and the offset it was read with. */
function wallAt(epochMs: number, zone: string) {
  const offset = zoneOffsetMs(epochMs, zone);
  const instant = formatInstant(epochMs, offset)!;
  return { local: instant.slice(0, 19), offset: instant.slice(19) };
}

interface Transition {
  at: number;
  before: number;
  after: number;
}

const found = new Map<string, Transition[]>();

/** The zone's clock changes in a year, found from the zone data week by week, to the second. */
function transitions(zone: string, year: number): Transition[] {
  const key = `${zone} ${year}`;
  let list = found.get(key);
  if (list) return list;
  list = [];
  const week = 7 * 86_400_000;
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += week) {
    const before = zoneOffsetMs(t, zone);
    const after = zoneOffsetMs(t + week, zone);
    if (before === after) continue;
    let lo = t;
    let hi = t + week;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (zoneOffsetMs(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    list.push({ at: hi, before, after });
  }
  found.set(key, list);
  return list;
}

describe('resolveLocalTime', () => {
  it('says a time skipped by spring-forward is a gap, with the last minute before and the first after', () => {
    expect(resolveLocalTime('2027-03-14T02:30', 'America/New_York')).toMatchObject({
      kind: 'gap',
      before: { instant: '2027-03-14T01:59:00-05:00', offset: '-05:00' },
      after: { instant: '2027-03-14T03:00:00-04:00', offset: '-04:00' },
    });
    // Lord Howe moves half an hour: 02:00 +10:30 becomes 02:30 +11:00.
    expect(resolveLocalTime('2026-10-04T02:15', 'Australia/Lord_Howe')).toMatchObject({
      kind: 'gap',
      before: { instant: '2026-10-04T01:59:00+10:30' },
      after: { instant: '2026-10-04T02:30:00+11:00' },
    });
    // Chatham jumps at 02:45 to 03:45.
    expect(resolveLocalTime('2026-09-27T03:00', 'Pacific/Chatham')).toMatchObject({
      kind: 'gap',
      before: { instant: '2026-09-27T02:44:00+12:45' },
      after: { instant: '2026-09-27T03:45:00+13:45' },
    });
  });

  it('takes the first occurrence of a repeated time unless the offset names the second', () => {
    const first = resolveLocalTime('2027-11-07T01:30', 'America/New_York');
    expect(first).toMatchObject({
      kind: 'ambiguous',
      offset: '-04:00',
      instant: '2027-11-07T01:30:00-04:00',
      earlier: { offset: '-04:00', epochMs: Date.UTC(2027, 10, 7, 5, 30) },
      later: { offset: '-05:00', epochMs: Date.UTC(2027, 10, 7, 6, 30) },
    });
    expect(resolveLocalTime('2027-11-07T01:30', 'America/New_York', '-05:00')).toMatchObject({
      kind: 'ambiguous',
      offset: '-05:00',
      epochMs: Date.UTC(2027, 10, 7, 6, 30),
    });
    // An offset the zone does not have then leaves the first occurrence.
    expect(resolveLocalTime('2027-11-07T01:30', 'America/New_York', '+08:00')).toMatchObject({
      offset: '-04:00',
    });
  });

  it('reads an ordinary time once, with its offset', () => {
    expect(resolveLocalTime('2027-03-14T03:00', 'America/New_York')).toEqual({
      kind: 'ok',
      epochMs: Date.UTC(2027, 2, 14, 7),
      offset: '-04:00',
      instant: '2027-03-14T03:00:00-04:00',
    });
    expect(resolveLocalTime('2026-12-12T20:00:00.250', 'Asia/Shanghai')).toMatchObject({
      kind: 'ok',
      instant: '2026-12-12T20:00:00.250+08:00',
    });
  });

  it('is invalid for text, dates or zones that cannot be read', () => {
    expect(resolveLocalTime('2026-02-30T10:00', 'Asia/Shanghai').kind).toBe('invalid');
    expect(resolveLocalTime('tonight', 'Asia/Shanghai').kind).toBe('invalid');
    expect(resolveLocalTime('2026-02-03T10:00', 'Mars/Olympus').kind).toBe('invalid');
  });

  const zone = fc.constantFrom(...ZONES);
  // 1990 to 2040, whole seconds.
  const instant = fc
    .integer({ min: 631_152_000, max: 2_208_988_800 })
    .map((seconds) => seconds * 1000);

  it('reads every instant back from its wall time and offset (zone data round trip)', () => {
    fc.assert(
      fc.property(zone, instant, (z, ms) => {
        const { local, offset } = wallAt(ms, z);
        const r = resolveLocalTime(local, z, offset);
        expect(r.kind === 'ok' || r.kind === 'ambiguous').toBe(true);
        if (r.kind !== 'ok' && r.kind !== 'ambiguous') return;
        expect(r.epochMs).toBe(ms);
        // Without the offset a wall time that happens once still finds the same instant.
        const bare = resolveLocalTime(local, z);
        if (bare.kind === 'ok') expect(bare.epochMs).toBe(ms);
        else expect(bare.kind).toBe('ambiguous');
      }),
      { numRuns: 400 },
    );
  });

  it('says of any wall time what the zone data says: once, twice or never', () => {
    // Wall times within two hours of each clock change, read with the offset before or after.
    const near = fc
      .tuple(
        zone,
        fc.integer({ min: 1995, max: 2040 }),
        fc.nat(),
        fc.integer({ min: -120, max: 120 }),
      )
      .filter(([z, year]) => transitions(z, year).length > 0)
      .map(([z, year, pick, minutes]) => {
        const all = transitions(z, year);
        const t = all[pick % all.length]!;
        const offset = pick % 2 ? t.before : t.after;
        const wall = formatInstant(t.at + minutes * 60_000, offset)!.slice(0, 16);
        return { z, t, wall };
      });
    fc.assert(
      fc.property(near, ({ z, t, wall }) => {
        const r = resolveLocalTime(wall, z);
        const wallOf = (epoch: number) => wallAt(epoch, z).local.slice(0, 16);
        const from = formatInstant(t.at, Math.min(t.before, t.after))!.slice(0, 16);
        const to = formatInstant(t.at, Math.max(t.before, t.after))!.slice(0, 16);
        const inside = wall >= from && wall < to;
        if (!inside) {
          expect(r.kind).toBe('ok');
          if (r.kind === 'ok') expect(wallOf(r.epochMs)).toBe(wall);
        } else if (t.after < t.before) {
          expect(r.kind).toBe('ambiguous');
          if (r.kind !== 'ambiguous') return;
          expect(wallOf(r.earlier.epochMs)).toBe(wall);
          expect(wallOf(r.later.epochMs)).toBe(wall);
          expect(r.earlier.epochMs).toBeLessThan(t.at);
          expect(r.later.epochMs).toBeGreaterThanOrEqual(t.at);
          expect(r.epochMs).toBe(r.earlier.epochMs);
        } else {
          expect(r.kind).toBe('gap');
          if (r.kind !== 'gap') return;
          expect(r.after.epochMs).toBe(t.at);
          expect(r.before.epochMs).toBe(t.at - 60_000);
          expect(r.before.offset).not.toBe(r.after.offset);
          expect(wallOf(r.before.epochMs) < wall && wallOf(r.after.epochMs) > wall).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
