import { parse, type Program } from 'acorn';
import { error, toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { HOOK_EVENT_ACTIONS, type Hook } from '../schema/hook';
import { literalActions, type LiteralAction } from './hook-actions';
import { memoize } from './memo';

interface AcornSyntaxError {
  message: string;
  loc?: { line: number; column: number };
}

interface SyntaxProblem {
  reason: string;
  line?: number | undefined;
  column?: number | undefined;
}

type Outcome =
  | { kind: 'ok'; actions: LiteralAction[] }
  | { kind: 'no_entry' }
  | { kind: 'syntax'; problem: SyntaxProblem };

/** acorn appends "(line:column)" to its messages; the diagnostic says it in words instead. */
function syntaxProblem(e: AcornSyntaxError): SyntaxProblem {
  const reason = String(e.message).replace(/\s*\(\d+:\d+\)$/, '');
  return e.loc ? { reason, line: e.loc.line, column: e.loc.column + 1 } : { reason };
}

function syntaxMessage({ reason, line, column }: SyntaxProblem): string {
  const where = line !== undefined ? ` at line ${line}, column ${column}` : '';
  return `The hook's code has a syntax error${where}: ${reason}. Fix the code there.`;
}

function declaresHook(program: Program): boolean {
  return program.body.some((s) => s.type === 'FunctionDeclaration' && s.id.name === 'hook');
}

function inspect(source: string): Outcome {
  let program: Program;
  try {
    program = parse(source, { ecmaVersion: 2022, sourceType: 'script' });
  } catch (e) {
    return { kind: 'syntax', problem: syntaxProblem(e as AcornSyntaxError) };
  }
  return declaresHook(program)
    ? { kind: 'ok', actions: literalActions(program, source) }
    : { kind: 'no_entry' };
}

// Hooks change rarely between validations; a source is parsed once.
const inspectSource = memoize(500, 10_000, inspect);

/**
 * A warning for each action the code spells that the hook's event does not allow (`rewrite`
 * from before_sentence, `replace` from before_reply): the runtime would refuse the decision
 * and follow the hook's onError, so the hook would never do what it says.
 */
function disallowedActions(hook: Hook, actions: LiteralAction[], pointer: string): Diagnostic[] {
  const allowed = HOOK_EVENT_ACTIONS[hook.event];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const { action, line, column } of actions) {
    if ((allowed as readonly string[]).includes(action) || seen.has(action)) continue;
    seen.add(action);
    const list = allowed.join(', ');
    out.push(
      warning(
        pointer,
        'hook.action_not_allowed',
        `Hook "${hook.id}" runs on ${hook.event}, where a hook may return ${list}, but its code ` +
          `returns "${action}" at line ${line}, column ${column}: the runtime refuses that ` +
          `decision and follows the hook's onError. Return one of ${list} there.`,
        { hook: hook.id, event: hook.event, action, allowed: list, line, column },
      ),
    );
  }
  return out;
}

/** Each hook must parse as a script and declare `function hook(ctx)` at the top level. */
export function checkHooks(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  doc.hooks.forEach((hook, i) => {
    const outcome = inspectSource(hook.source, hook.source);
    const pointer = toPointer(['hooks', i, 'source']);
    if (outcome.kind === 'ok') out.push(...disallowedActions(hook, outcome.actions, pointer));
    if (outcome.kind === 'syntax') {
      const { problem } = outcome;
      out.push(error(pointer, 'hook.syntax', syntaxMessage(problem), { ...problem }));
    }
    if (outcome.kind === 'no_entry') {
      out.push(
        error(
          pointer,
          'hook.no_entry',
          `Hook "${hook.id}" does not define the function the runtime calls. ` +
            'Add a top-level "function hook(ctx) { ... }" that returns a decision.',
          { hook: hook.id },
        ),
      );
    }
  });
  return out;
}
