import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema, splitEntities, validateHarness } from '../../../harness';
import { sampleHarness } from '../../../harness/sample';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { locateAll } from './entity-location';
import { jsonFieldMarkers } from './json-markers';
import { sectionBodyMarkers } from './prompt-markers';

// The Monaco fields' markers, from the core's own diagnostics of a broken draft (the editor
// draws them with toMarkerData, tested beside it; journeys see them in real Chromium).

function check(edit: (doc: ReturnType<typeof harnessDocumentSchema.parse>) => void, zh = false) {
  const doc = structuredClone(harnessDocumentSchema.parse(sampleHarness));
  edit(doc);
  const entities = splitEntities(doc);
  return locateAll(entities, validateHarness(doc).diagnostics).map((d) =>
    zh ? { ...d, message: diagnosticMessage(d, 'zh-CN') } : d,
  );
}

describe('markers from diagnostics', () => {
  it('underline a bad type inside a tool’s parameters, pointing into the field’s own text', () => {
    const located = check((doc) => {
      const props = doc.tools[0]!.parameters.properties as Record<string, { type: string }>;
      props[Object.keys(props)[0]!]!.type = 'strin';
    });
    const tool = located.filter((d) => d.kind === 'tool');
    const markers = jsonFieldMarkers(tool, '/parameters');
    expect(markers.length).toBeGreaterThan(0);
    expect(markers[0]).toMatchObject({ severity: 'error' });
    expect(markers[0]!.pointer).toMatch(/^\/properties\/[^/]+/);
    // Problems outside the field mark nothing in it.
    expect(jsonFieldMarkers(tool, '/description')).toEqual([]);
  });

  it('put an unknown {{variable}} on its own characters, in the reader’s language', () => {
    const located = check((doc) => {
      doc.prompt.sections[0]!.body += '\n今天的主推：{{today_pick}}';
    }, true);
    const mine = located.filter((d) => d.kind === 'prompt' && d.code === 'prompt.unknown_variable');
    expect(mine).toHaveLength(1);
    const section = harnessDocumentSchema.parse(sampleHarness).prompt.sections[0]!;
    const text = section.body + '\n今天的主推：{{today_pick}}';
    const [marker] = sectionBodyMarkers(text, mine);
    expect(text.slice(marker!.offset, marker!.offset! + marker!.length!)).toBe('{{today_pick}}');
    // Chinese first, the core's English under it for support.
    expect(marker!.message).toMatch(/today_pick[\s\S]*\n[\s\S]*not a known variable/);
  });
});
