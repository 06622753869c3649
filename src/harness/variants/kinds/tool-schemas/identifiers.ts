import type { Random } from '../../random';

/**
 * Readable synonyms for the words tool and parameter names are made of. A renamed name
 * should read as naturally as the original (get_product_detail -> fetch_item_info), so a
 * model that reads what it is offered is not handicapped; opaque names test the rest.
 */
const SYNONYMS: Record<string, readonly string[]> = {
  get: ['fetch', 'lookup', 'read'],
  fetch: ['get', 'load'],
  product: ['item', 'goods', 'sku'],
  item: ['product', 'article'],
  detail: ['info', 'details', 'facts'],
  details: ['info', 'facts'],
  info: ['details', 'facts'],
  check: ['query', 'verify', 'lookup'],
  inventory: ['stock', 'availability'],
  stock: ['inventory', 'availability'],
  list: ['show', 'find', 'browse'],
  promotions: ['offers', 'deals', 'campaigns'],
  promotion: ['offer', 'deal'],
  quote: ['compute', 'calc', 'estimate'],
  final: ['total', 'net'],
  price: ['cost', 'amount'],
  create: ['make', 'build', 'new'],
  cart: ['basket', 'bag'],
  link: ['url'],
  id: ['ref', 'key', 'code'],
  viewer: ['buyer', 'audience', 'customer'],
  kind: ['group', 'category'],
  quantity: ['count', 'qty', 'units'],
  coupon: ['voucher'],
  code: ['token', 'key'],
  search: ['find', 'query'],
  order: ['purchase'],
  user: ['customer', 'member'],
  name: ['title', 'label'],
  size: ['dimension'],
  sku: ['item'],
};

/** The words of an identifier and how to put new ones back in the same style. */
function splitWords(name: string): { words: string[]; join: (words: string[]) => string } {
  if (name.includes('_') || name.includes('-')) {
    const sep = name.includes('_') ? '_' : '-';
    return { words: name.split(sep), join: (w) => w.join(sep) };
  }
  const words = name.split(/(?=[A-Z])/);
  return {
    words,
    join: (w) =>
      w
        .map((x, i) => (i === 0 ? x : x.charAt(0).toUpperCase() + x.slice(1).toLowerCase()))
        .join(''),
  };
}

/** A synonym spelling of the name, or the name itself when none of its words is known. */
export function synonymName(name: string, random: Random): string {
  const { words, join } = splitWords(name);
  const out = words.map((w) => {
    const options = SYNONYMS[w.toLowerCase()];
    if (!options) return w;
    const pick = random.pick(options);
    return w === w.toUpperCase() && w !== w.toLowerCase() ? pick.toUpperCase() : pick;
  });
  return join(out);
}

/** An opaque name such as `tool_3fa2`: nothing left to recognise but the schema. */
export const opaqueName = (prefix: string, random: Random): string =>
  `${prefix}_${random.int(0x10000).toString(16).padStart(4, '0')}`;

/**
 * A new name for each original, unique among themselves and never one of `reserved`
 * (the originals, and names the runtime gives a meaning to), at most `maxLength` long.
 */
export function renameAll(
  names: readonly string[],
  random: Random,
  options: { opaque: boolean; prefix: string; reserved: ReadonlySet<string>; maxLength: number },
): Map<string, string> {
  const taken = new Set<string>([...options.reserved, ...names]);
  const out = new Map<string, string>();
  for (const name of names) {
    if (out.has(name)) continue;
    let next = options.opaque ? opaqueName(options.prefix, random) : synonymName(name, random);
    // A name with no known word gets an opaque one rather than staying as it was.
    if (next === name || next.length > options.maxLength) next = opaqueName(options.prefix, random);
    while (taken.has(next)) next = opaqueName(options.prefix, random);
    taken.add(next);
    out.set(name, next);
  }
  return out;
}

// A maximal run of the characters names are made of: a mention is one whole run.
const NAME_RUN = /[A-Za-z0-9_-]+/g;

/**
 * Replaces whole-word mentions of the renamed names in prose, all at once (so a -> b,
 * b -> c never chains), leaving `{{variables}}` alone: a variable that shares a word with
 * a tool name must still resolve. Word characters are those of names: letters, digits,
 * "_" and "-", so `get_product` inside `get_product_detail` is not a mention. Each run is
 * looked up in the map, so the cost is the text's length whatever the number of names.
 */
export function renameMentions(text: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0 || text === '') return text;
  return text
    .split(/(\{\{[\s\S]*?\}\})/)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(NAME_RUN, (run) => renames.get(run) ?? run),
    )
    .join('');
}
