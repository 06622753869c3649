import { isApiError } from '../../../lib/api-client';
import type { FieldMessage } from '../../../components/ui/field';

/**
 * Where the layer start form puts its fields: under a prefix of its own, since the holdout
 * form on the same screen has fields at `/percent` and `/version` too (ids come from pointers).
 */
export const LAYER_FORM = '/layerExperiment';

/** The form's pointer of a field the request names (`/share`, a path param `/params/layer`). */
export const formPointer = (pointer: string) =>
  `${LAYER_FORM}${pointer.startsWith('/params/') ? pointer.slice('/params'.length) : pointer}`;

/** A refusal that names no field still belongs at one: the field whose value caused it. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  'layer.bad_name': '/layer',
  'layer.unknown_version': '/version',
  'layer.no_change': '/version',
  'layer.conflict': '/version',
  'layer.full': '/share',
};

type Params = Record<string, string | number>;

/** Sentences the catalogs fill from what the server sent, for the refusals said in full. */
export interface RefusalWords {
  conflict: (p: Params) => string;
  conflictSplit: (p: Params) => string;
  full: (p: Params) => string;
}

export interface RefusalAtField {
  pointer: string;
  message: FieldMessage;
}

const scalars = (o: Record<string, unknown>): Params =>
  Object.fromEntries(
    Object.entries(o).filter(
      (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
    ),
  );

/**
 * A refused start, each error at the form's field it names: a 422's `errors` by their
 * pointers; a 409 `layer.conflict` (the other experiment and the entity both change) at the
 * version, `layer.full` (with what is free) at the share. Empty when nothing is at a field (the
 * label serves no version, approvals): the form says those below itself.
 */
export function layerRefusals(error: unknown, words: RefusalWords): RefusalAtField[] {
  if (!isApiError(error)) return [];
  const p = error.problem;
  const listed = p.errors ?? [];
  const given =
    listed.length > 0
      ? listed.map((e) => ({ ...e, params: { ...scalars(p), ...e.params } }))
      : typeof p.code === 'string' && (p.code in FIELD_OF_CODE || typeof p.pointer === 'string')
        ? [{ pointer: p.pointer ?? '', code: p.code, message: p.detail, params: scalars(p) }]
        : [];
  return given.map((e) => {
    const at = e.pointer || FIELD_OF_CODE[e.code] || '';
    const message: FieldMessage =
      e.code === 'layer.conflict'
        ? (e.params.layer === 'split' ? words.conflictSplit : words.conflict)(e.params)
        : e.code === 'layer.full'
          ? words.full(e.params)
          : { pointer: at, code: e.code, message: e.message, params: e.params };
    return { pointer: formPointer(at), message };
  });
}
