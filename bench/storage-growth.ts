/**
 * Storage growth: 1,000 versions of a harness, each after changing one skill's
 * instructions, on a temp SQLite file. Run with `npx tsx bench/storage-growth.ts`.
 * Prints, per scenario: the document size, the bytes each version adds (its new blobs plus
 * its version row) and the SQLite file growth per version (which also holds the draft
 * edit and its audit record). Target: a few KB per version, not the harness size.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, type HarnessDocumentInput } from '../src/harness';
import { sampleHarness } from '../src/harness/sample';
import type { Db } from '../server/db/db';
import { openDatabase } from '../server/db/open-database';
import { getDraft, putEntity } from '../server/modules/drafts/draft-store';
import { createHarness } from '../server/modules/harnesses/harness-store';
import { createVersion, getVersionDocument } from '../server/modules/versions/version-store';

const VERSIONS = Number(process.env.VERSIONS ?? 1_000);
const TARGET_BYTES = 8 * 1024;

type Skill = NonNullable<HarnessDocumentInput['skills']>[number];

/** The sample plus extra skills of realistic length, to show cost does not follow size. */
function withExtraSkills(extra: number): HarnessDocumentInput {
  const doc = structuredClone(sampleHarness);
  const base = doc.skills![0]!;
  const skills: Skill[] = Array.from({ length: extra }, (_, i) => ({
    ...base,
    id: `extra-skill-${i + 1}`,
    name: `补充技能 ${i + 1}`,
    instructions: `${base.instructions}\n\n第 ${i + 1} 条补充说明：`.padEnd(
      1_500,
      '回答要简短、口语化，先给结论再给理由。',
    ),
  }));
  doc.skills = [...doc.skills!, ...skills];
  return doc;
}

async function sumBytes(db: Db) {
  const [blobs] = await db.query<{ n: number }>('SELECT COALESCE(SUM(size), 0) AS n FROM blobs');
  // Text columns of the version rows, plus 4 integers of 8 bytes each.
  const [rows] = await db.query<{ n: number }>(
    `SELECT COALESCE(SUM(LENGTH(harness_id) + LENGTH(author) + LENGTH(created_at) + LENGTH(message)
       + LENGTH(manifest) + LENGTH(content_hash) + 32), 0) AS n FROM versions`,
  );
  return { blobs: Number(blobs!.n), versionRows: Number(rows!.n) };
}

async function fileBytes(db: Db, file: string): Promise<number> {
  await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
  return statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
}

async function scenario(label: string, document: HarnessDocumentInput) {
  const dir = mkdtempSync(join(tmpdir(), 'hs-growth-'));
  const file = join(dir, 'studio.db');
  const db = await openDatabase({ dataDir: dir });
  try {
    const h = await createHarness(db, { id: 'growth-bench', document, actor: 'bench' });
    const skills = (await getDraft(db, h.id)).entities.filter((e) => e.kind === 'skill');
    await createVersion(db, h.id, { message: 'baseline', actor: 'bench' });
    const docBytes = Buffer.byteLength(canonicalJson(await getVersionDocument(db, h.id, 1)));
    const start = await sumBytes(db);
    const fileStart = await fileBytes(db, file);
    const revisions = new Map<string, number>();
    const began = performance.now();
    for (let i = 0; i < VERSIONS; i++) {
      const skill = skills[i % skills.length]!;
      // A fresh edit of the original text each time, so skills do not grow over the run.
      const value = skill.value as Skill;
      const instructions = `${value.instructions}\n\n(第 ${i + 1} 次修改：调整了话术顺序。)`;
      const saved = await putEntity(
        db,
        h.id,
        'skill',
        skill.key,
        { ...value, instructions },
        {
          expectedRevision: revisions.get(skill.key) ?? skill.revision,
          actor: 'bench',
        },
      );
      revisions.set(skill.key, saved.revision);
      await createVersion(db, h.id, { message: `edit ${skill.key} #${i + 1}`, actor: 'bench' });
    }
    const seconds = (performance.now() - began) / 1000;
    const end = await sumBytes(db);
    const fileEnd = await fileBytes(db, file);
    const perVersion = (end.blobs - start.blobs + end.versionRows - start.versionRows) / VERSIONS;
    return {
      label,
      skills: skills.length,
      docBytes,
      blobPerVersion: (end.blobs - start.blobs) / VERSIONS,
      rowPerVersion: (end.versionRows - start.versionRows) / VERSIONS,
      perVersion,
      filePerVersion: (fileEnd - fileStart) / VERSIONS,
      fileMb: fileEnd / 1e6,
      msPerVersion: (seconds * 1000) / VERSIONS,
    };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

const results = [
  await scenario('sample harness', sampleHarness),
  await scenario('sample + 30 skills', withExtraSkills(30)),
];
console.log(
  `Storage growth: ${VERSIONS} versions, each after changing one skill's instructions (SQLite)\n`,
);
console.log(
  '| harness | skills | document | new blobs / version | version row / version | added / version | file growth / version | edit + version |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.skills} | ${kb(r.docBytes)} | ${kb(r.blobPerVersion)} | ${kb(r.rowPerVersion)} | ` +
      `${kb(r.perVersion)} | ${kb(r.filePerVersion)} | ${r.msPerVersion.toFixed(1)} ms |`,
  );
}
const worst = Math.max(...results.map((r) => r.perVersion));
console.log(
  `\nTarget: under ${kb(TARGET_BYTES)} added per version: ${worst <= TARGET_BYTES ? 'PASS' : 'MISS'}`,
);
