import type { EntityKind } from '../canonical/entities';
import { promotionFields } from './promotion-fields';
import { promptFields } from './prompt-fields';
import { toolFields } from './tool-fields';
import type { FieldChange } from './types';
import { dotted, walkFields, type Label } from './walk';

const metaLabel: Label = (path) => {
  const [head, ...rest] = path;
  if (rest.length && (head === 'settings' || head === 'model')) {
    return `${head === 'settings' ? 'setting' : 'model'} \`${rest.join('.')}\``;
  }
  return dotted(path);
};

const preferenceLabel: Label = (path) => (path.length ? `preference \`${path.join('.')}\`` : '');

/** The changes inside one entity whose content differs. */
export function entityFields(kind: EntityKind, before: unknown, after: unknown): FieldChange[] {
  switch (kind) {
    case 'prompt':
      return promptFields(before, after);
    case 'tool':
      return toolFields(before, after);
    case 'promotion':
      return promotionFields(before, after);
    case 'meta':
      return walkFields(before, after, [], metaLabel);
    case 'preferences':
      return walkFields(before, after, [], preferenceLabel);
    default:
      return walkFields(before, after, [], dotted);
  }
}
