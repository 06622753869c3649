import type { Tool } from '../../schema/tool';
import { emptyInverse } from '../inverse';
import { pickFocused } from './pick';
import type { NegativeControl } from './types';

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The top-level parameters a tool requires and also declares (the ones that can go). */
function droppable(tool: Tool): string[] {
  const { properties, required } = tool.parameters;
  if (!isObject(properties) || !Array.isArray(required)) return [];
  return required.filter((n): n is string => typeof n === 'string' && Object.hasOwn(properties, n));
}

/**
 * Removes a required parameter from one enabled tool (from `properties` and `required`):
 * the model can no longer say which product or how many, and a call carrying it is now
 * refused. Fixture responses stop matching on it, so each stays reachable; they now answer
 * a question the call cannot ask.
 */
export const dropRequiredParameter: NegativeControl = {
  id: 'drop-required-parameter',
  summary: "Drop a required parameter from a tool's schema",
  needs: 'an enabled tool that requires a parameter it declares',
  touches: ['tool'],
  apply(doc, random, focus) {
    const candidates = doc.tools.filter((t) => t.enabled && droppable(t).length > 0);
    const tool = pickFocused(random, candidates, (t) => t.name, focus?.tools);
    if (!tool) return null;
    const name = random.pick(droppable(tool));
    const { [name]: _dropped, ...properties } = tool.parameters.properties as Schema;
    const required = (tool.parameters.required as unknown[]).filter((n) => n !== name);
    const parameters = { ...tool.parameters, properties, required };
    const binding =
      tool.binding.type === 'fixture'
        ? {
            ...tool.binding,
            responses: tool.binding.responses.map((r) => {
              const { [name]: _gone, ...match } = r.match;
              return { ...r, match };
            }),
          }
        : tool.binding;
    const tools = doc.tools.map((t) => (t === tool ? { ...t, parameters, binding } : t));
    return {
      document: { ...doc, tools },
      inverse: emptyInverse(),
      description: `Required parameter "${name}" dropped from tool "${tool.name}".`,
    };
  },
};
