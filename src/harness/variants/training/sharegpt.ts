import type { ChatMessage, CompiledRequest } from '../../compile/types';
import type { TurnEvent } from '../../runtime-events';
import { promptMessages } from './prompt';
import { trajectoryOf, type TrajectoryRound } from './trajectory';

export type SharegptRole = 'human' | 'gpt' | 'function_call' | 'observation';

/** One LLaMA-Factory sharegpt example (its documented default column and tag names). */
export interface SharegptLine {
  conversations: { from: SharegptRole; value: string }[];
  system: string;
  /** The functions offered, `[{ name, description, parameters }]`, as a JSON string. */
  tools: string;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A round in sharegpt's two slots: one `function_call` (an object, or an array of them for
 * parallel calls, with `arguments` as an object) and one `observation` (the tool's answer,
 * or an array of the answers in call order). The round's own text has no slot and is left out.
 */
function roundTurns(round: TrajectoryRound): SharegptLine['conversations'] {
  const calls = round.assistant.tool_calls.map((c) => ({
    name: c.function.name,
    arguments: parsed(c.function.arguments),
  }));
  const answers = round.tools.map((m) => m.content);
  return [
    { from: 'function_call', value: JSON.stringify(calls.length === 1 ? calls[0] : calls) },
    {
      from: 'observation',
      value: answers.length === 1 ? answers[0]! : JSON.stringify(answers.map(parsed)),
    },
  ];
}

// LLaMA-Factory requires human/observation at odd positions and gpt/function_call at even
// ones (1-based): two viewer turns in a row are joined rather than dropped.
const SIDE: Record<SharegptRole, 0 | 1> = { human: 0, observation: 0, gpt: 1, function_call: 1 };

function alternate(turns: SharegptLine['conversations']): SharegptLine['conversations'] | null {
  const out: SharegptLine['conversations'] = [];
  for (const t of turns) {
    const last = out.at(-1);
    if (last && last.from === t.from && (t.from === 'human' || t.from === 'gpt')) {
      last.value = `${last.value}\n\n${t.value}`;
    } else out.push({ ...t });
  }
  return out.every((t, i) => SIDE[t.from] === i % 2) ? out : null;
}

const conversationTurn = (m: ChatMessage): SharegptLine['conversations'] =>
  m.role === 'user' || (m.role === 'assistant' && m.content)
    ? [{ from: m.role === 'user' ? 'human' : 'gpt', value: m.content ?? '' }]
    : [];

/**
 * The trial in LLaMA-Factory's sharegpt format. Null when the model did not write the reply
 * (a hook answered or blocked) or the turns cannot alternate (a conversation that opens
 * with the host).
 */
export function sharegptLine(
  request: CompiledRequest,
  trace: readonly TurnEvent[],
): SharegptLine | null {
  const t = trajectoryOf(trace);
  if (!t.modelReplied || t.reply === null) return null;
  const [system, ...messages] = promptMessages(request, t);
  // sharegpt has one system slot: a system-role turn message (cache-friendly layout) joins it.
  const extra = messages.filter((m) => m.role === 'system').map((m) => m.content as string);
  const conversation = messages.filter((m) => m.role !== 'system');
  const conversations = alternate([
    ...conversation.flatMap(conversationTurn),
    ...t.rounds.flatMap(roundTurns),
    { from: 'gpt', value: t.reply },
  ]);
  if (!conversations) return null;
  return {
    conversations,
    system: [(system?.content as string | undefined) ?? '', ...extra].join('\n\n'),
    tools: JSON.stringify((request.tools ?? []).map((tool) => tool.function)),
  };
}

/** The `dataset_info.json` entry that loads an export, keyed by the dataset's name. */
export function sharegptDatasetInfo(name: string, fileName: string) {
  return {
    [name]: {
      file_name: fileName,
      formatting: 'sharegpt',
      columns: { messages: 'conversations', system: 'system', tools: 'tools' },
      tags: {
        role_tag: 'from',
        content_tag: 'value',
        user_tag: 'human',
        assistant_tag: 'gpt',
        observation_tag: 'observation',
        function_tag: 'function_call',
      },
    },
  };
}
