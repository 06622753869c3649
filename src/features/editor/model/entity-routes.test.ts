import { describe, expect, it } from 'vitest';
import { entityHref } from './entity-routes';

describe('entityHref', () => {
  it('sends a settings problem to the settings form, focused on its field', () => {
    expect(entityHref('h 1', 'meta', 'meta', '/settings/timeZone')).toBe(
      '/harnesses/h%201/settings?focus=%2Fsettings%2FtimeZone',
    );
  });

  it('keeps one screen per singleton and one per collection entity', () => {
    expect(entityHref('h', 'prompt', 'prompt')).toBe('/harnesses/h/prompt');
    expect(entityHref('h', 'preferences', 'preferences')).toBe('/harnesses/h/preferences');
    expect(entityHref('h', 'skill', 'a/b')).toBe('/harnesses/h/skills/a%2Fb');
    expect(entityHref('h', 'tool', 'get_x', '/')).toBe('/harnesses/h/tools/get_x?focus=%2F');
  });
});
