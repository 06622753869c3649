import { error, toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { PROVIDED_VARIABLES } from '../schema/live-context';
import { extractVariables } from '../template';
import { closest, didYouMean } from './suggest';

const PROVIDED = new Set(PROVIDED_VARIABLES);
const NAME = /^[a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)*$/;
/** One bad template can hold thousands of braces; a few warnings say enough. */
const MAX_BRACE_WARNINGS = 10;

/** Every `{{name}}` must be provided by the runtime or declared by the harness. */
export function checkPromptVariables(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const declared = new Set(doc.prompt.variables.map((v) => v.name));
  const known = [...PROVIDED, ...declared];

  doc.prompt.sections.forEach((section, i) => {
    const pointer = toPointer(['prompt', 'sections', i, 'body']);
    const reported = new Set<string>();
    for (const { name } of extractVariables(section.body)) {
      if (PROVIDED.has(name) || declared.has(name) || reported.has(name)) continue;
      reported.add(name);
      const suggestion = closest(name, known);
      out.push(
        error(
          pointer,
          'prompt.unknown_variable',
          `Section "${section.id}" uses {{${name}}}, which is not a known variable.` +
            `${didYouMean(suggestion)} Fix the spelling, or declare "${name}" under prompt ` +
            'variables with a default value.',
          { section: section.id, name, suggestion },
        ),
      );
    }
    out.push(...checkBraces(section.body, pointer, section.id));
  });
  return out;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let k = text.indexOf('\n'); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) line++;
  return line;
}

/** `{{` with no `}}` before the next `{{`, or a name the template engine will not replace. */
function checkBraces(body: string, pointer: string, sectionId: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  let at = body.indexOf('{{');
  while (at !== -1 && out.length < MAX_BRACE_WARNINGS) {
    // In "{{{x}}}" the last two braces of the run open the variable.
    let open = at;
    while (body[open + 2] === '{') open++;
    const close = body.indexOf('}}', open + 2);
    const nextOpen = body.indexOf('{{', open + 2);
    const line = lineOf(body, open);
    const where = `Section "${sectionId}", line ${line}`;
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      out.push(
        warning(
          pointer,
          'prompt.unclosed_braces',
          `${where}: "{{" is never closed with "}}", so it will be sent to the model as is. ` +
            'Close it, or remove the braces.',
          { section: sectionId, line, kind: 'open' },
        ),
      );
      at = nextOpen;
      continue;
    }
    const inner = body.slice(open + 2, close).trim();
    if (!NAME.test(inner)) {
      const shown = inner.length > 40 ? `${inner.slice(0, 40)}…` : inner;
      out.push(
        warning(
          pointer,
          'prompt.unclosed_braces',
          `${where}: "{{${shown}}}" is not a valid variable name, so it will not be filled in. ` +
            'Use a name like {{product.name}}, or remove the braces.',
          { section: sectionId, line, kind: 'name', shown },
        ),
      );
    }
    at = body.indexOf('{{', close + 2);
  }
  return out;
}
