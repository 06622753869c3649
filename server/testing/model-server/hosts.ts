import { USE_SKILL_TOOL_NAME, type HarnessDocument } from '../../../src/harness';
import { mapArguments, offeredSkillFor, offeredToolFor, type OfferedTool } from './offered-match';
import {
  call,
  text,
  toolCalls,
  type ChatRequestBody,
  type RecordedRequest,
  type ScriptedCall,
  type ScriptedResponse,
} from './scripts';

// Two scripted hosts for robustness runs (docs/variants.md): both know what they want to do
// for each viewer question, in the ORIGINAL harness's names. One memorised that harness and
// says it whatever it is offered; the other reads the request to find how this harness
// names the same tools, arguments and skills.

/** A call the host intends, as the original harness names the tool and its arguments. */
export interface PlannedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What the host does for a viewer question: call these tools (in one round), then say `reply`. */
export interface PlannedAnswer {
  calls?: PlannedCall[];
  reply: string;
  /** A skill (original id) to load first when skills come on demand; default: one per call. */
  skill?: string;
}

export type HostPlan = Record<string, PlannedAnswer>;

/** What a host says to a question its plan does not know. */
export const UNPLANNED_REPLY = '欢迎来到直播间，有问题尽管问我！';

type Message = NonNullable<ChatRequestBody['messages']>[number];
type Host = (req: RecordedRequest) => ScriptedResponse;

/** This turn's messages: from the viewer's last message on. */
function thisTurn(req: RecordedRequest): { question: string; after: Message[] } {
  const messages = req.body.messages ?? [];
  const at = messages.findLastIndex((m) => m.role === 'user');
  return { question: String(messages[at]?.content ?? ''), after: messages.slice(at + 1) };
}

/**
 * The instructions the host reads before the viewer's last message: the system message and,
 * with the cache-friendly layout, the turn message just before that message (either role).
 */
function instructions(req: RecordedRequest): string {
  const messages = req.body.messages ?? [];
  const at = messages.findLastIndex((m) => m.role === 'user');
  const first = messages[0]?.role === 'system' ? String(messages[0].content ?? '') : '';
  const before = at > 1 ? messages[at - 1] : undefined;
  const turn =
    before?.role === 'system' || before?.role === 'user' ? String(before.content ?? '') : '';
  return turn === '' ? first : `${first}\n\n${turn}`;
}

/** The calls the host already made this turn, as sent. */
function madeCalls(after: readonly Message[]): { name: string; arguments: string }[] {
  return after.flatMap((m) =>
    m.role === 'assistant' && Array.isArray(m.tool_calls)
      ? (m.tool_calls as { function: { name: string; arguments: string } }[]).map((c) => c.function)
      : [],
  );
}

/**
 * A host that memorised one harness: it calls the original tool names with the original
 * argument names whatever the request offers, then answers once a tool result is back.
 */
export function overfitHost(plan: HostPlan): Host {
  return (req) => {
    const { question, after } = thisTurn(req);
    const answer = plan[question];
    if (!answer) return text(UNPLANNED_REPLY);
    if (after.some((m) => m.role === 'tool') || !answer.calls?.length) return text(answer.reply);
    return toolCalls(answer.calls.map((c) => call(c.name, c.arguments)));
  };
}

function offeredTools(body: ChatRequestBody): OfferedTool[] {
  return (body.tools ?? []).map((t) => {
    const fn = t.function as Partial<OfferedTool> & { name: string };
    return { name: fn.name, description: fn.description ?? '', parameters: fn.parameters ?? {} };
  });
}

/** The skill ids `use_skill` accepts, or null when the request does not offer it. */
function skillIds(tools: readonly OfferedTool[]): string[] | null {
  const loader = tools.find((t) => t.name === USE_SKILL_TOOL_NAME);
  if (!loader) return null;
  const skill = (loader.parameters.properties as Record<string, { enum?: unknown }> | undefined)
    ?.skill;
  return Array.isArray(skill?.enum) ? skill.enum.map(String) : [];
}

/**
 * A host that reads what it is offered: for each intended call, the offered tool whose
 * description says what the original's said, with arguments matched by their descriptions
 * (nested too). A tool nothing offered matches is not called. It calls a tool only while the
 * instructions it has read (the system prompt, loaded skills) name it in a code span, as the
 * sample's skills do (`list_promotions`): told nothing about when to use a tool, it does not.
 * When skills come on demand it first loads, by description, the skills that say so.
 */
export function readerHost(plan: HostPlan, original: HarnessDocument): Host {
  return (req) => {
    const { question, after } = thisTurn(req);
    const answer = plan[question];
    if (!answer) return text(UNPLANNED_REPLY);
    const made = madeCalls(after);
    // One round of the intended calls; its results are all the reply needs.
    if (made.some((c) => c.name !== USE_SKILL_TOOL_NAME)) return text(answer.reply);

    const tools = offeredTools(req.body);
    const system = instructions(req);
    const read = [system, ...after.filter((m) => m.role === 'tool').map((m) => String(m.content))];
    const named = (name: string) => read.some((t) => t.includes(`\`${name}\``));
    const intended = (answer.calls ?? []).flatMap((c) => {
      const tool = offeredToolFor(original, c.name, tools);
      if (!tool) return [];
      const originalTool = original.tools.find((t) => t.name === c.name)!;
      return [
        {
          original: c.name,
          call: call(
            tool.name,
            mapArguments(c.arguments, originalTool.parameters, tool.parameters),
          ),
        },
      ];
    });

    const ids = skillIds(tools);
    if (ids) {
      const load = skillsToLoad(answer, intended, named, original, made);
      const calls = load
        .map((id) => offeredSkillFor(original, id, system, ids))
        .filter((id): id is string => id !== undefined)
        .map((id) => call(USE_SKILL_TOOL_NAME, { skill: id }));
      if (calls.length > 0) return toolCalls(calls);
    }
    const ready: ScriptedCall[] = intended.filter((c) => named(c.call.name)).map((c) => c.call);
    return ready.length > 0 ? toolCalls(ready) : text(answer.reply);
  };

  /** Original ids of the skills to load this round: asked for, or telling when to call. */
  function skillsToLoad(
    answer: PlannedAnswer,
    intended: readonly { original: string; call: ScriptedCall }[],
    named: (name: string) => boolean,
    doc: HarnessDocument,
    made: readonly { name: string }[],
  ): string[] {
    // Skills come in one round: a second one would load what the first could not find.
    if (made.length > 0) return [];
    const wanted = new Set<string>(answer.skill ? [answer.skill] : []);
    for (const c of intended) {
      if (named(c.call.name)) continue;
      const allows = doc.skills.filter((s) => s.enabled && s.allowedTools.includes(c.original));
      // The skill that says when to call it, rather than one that merely allows it.
      const skill = allows.find((s) => s.instructions.includes(`\`${c.original}\``)) ?? allows[0];
      if (skill) wanted.add(skill.id);
    }
    return [...wanted];
  }
}
