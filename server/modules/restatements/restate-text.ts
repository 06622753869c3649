import type { CompiledRequest } from '../../../src/harness/compile';
import type { RestatementField } from '../../../src/harness/variants/restatements/contract';
import type { ModelClient } from '../../runtime/model-client';
import { ModelError } from '../../runtime/model-errors';

/** Tests and logs tell a restatement request from a host turn by this exact system message. */
export const RESTATE_SYSTEM_MESSAGE = [
  'You rewrite one text of an AI shopping host’s configuration in different words without',
  'changing what it means. Keep every fact, number, price, name and identifier (skill ids,',
  'tool and parameter names, anything in `code spans`), every {{placeholder}}, the language',
  'and the markdown structure (lists stay lists, headings stay headings). Do not add, drop or',
  'soften any rule. Answer with the rewritten text only: no preface, no quotes, no fences.',
].join('\n');

const WHAT: Record<RestatementField, string> = {
  'skill.description': 'a skill’s description (what the model reads to decide when to use it)',
  'skill.instructions': 'a skill’s instructions',
  'tool.description': 'a tool’s description (what the model reads to decide when to call it)',
  'parameter.description': 'the description of one parameter of a tool',
};

/** Room for the rewrite of a text this long (about a token per character for Chinese) and a reasoning model's thinking. */
const answerTokens = (text: string) => Math.min(16_384, 1_024 + text.length * 2);

export function restateRequest(text: string, field: RestatementField): CompiledRequest {
  return {
    model: '', // the client sends the endpoint's model
    messages: [
      { role: 'system', content: RESTATE_SYSTEM_MESSAGE },
      { role: 'user', content: `Rewrite ${WHAT[field]}:\n\n${text}` },
    ],
    // Some variety in wording is the point; the review catches a changed meaning.
    temperature: 0.7,
    top_p: 1,
    max_tokens: answerTokens(text),
  };
}

/** The rewrite in a model's answer: thinking blocks and wrapping fences or quotes dropped. */
export function readRestatement(answer: string, source: string): string {
  let text = answer.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(text);
  if (fenced && !source.trimStart().startsWith('```')) text = fenced[1]!.trim();
  if (/^(["“])[\s\S]*(["”])$/.test(text) && !/^["“]/.test(source)) text = text.slice(1, -1).trim();
  return text;
}

/**
 * One text restated by one endpoint. A model failure is thrown as the ModelError (the route
 * answers it as the agent endpoint does: 502, 503 or 504); an empty answer is an `http`
 * failure of the endpoint, as a broken answer is.
 */
export async function restateText(
  client: ModelClient,
  text: string,
  field: RestatementField,
  signal?: AbortSignal,
): Promise<string> {
  const round = await client.stream(restateRequest(text, field), signal ? { signal } : {});
  const restated = readRestatement(round.content, text);
  if (restated === '') {
    throw new ModelError(
      'stream_broken',
      `The endpoint "${client.config.name}" answered no text for ${WHAT[field]}.`,
      client.config.name,
    );
  }
  return restated;
}
