import type { HarnessDocument } from '../schema/document';
import type { PromptFormat } from '../schema/settings';

/** Absent `settings.promptFormat` is today's rendering: existing prompts stay byte-identical. */
const DEFAULT_FORMAT: PromptFormat = { headings: 'markdown', variables: 'lines' };

export function promptFormat(doc: HarnessDocument): PromptFormat {
  return doc.settings.promptFormat ?? DEFAULT_FORMAT;
}

/**
 * A title as an XML tag name: characters a name cannot hold become `_`, and a name must
 * not start with a digit, dot or hyphen. The model reads the tag, nobody parses it, but a
 * well-formed tag is what "XML-style prompt" means to the models trained on them.
 */
export function xmlTagName(title: string): string {
  const name = title
    .trim()
    .replace(/[^\p{L}\p{N}_.-]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  if (name === '') return 'section';
  return /^[\p{L}_]/u.test(name) ? name : `_${name}`;
}

/** One titled part of the system prompt in the harness's heading style; no title, no heading. */
export function headedPart(title: string, body: string, style: PromptFormat['headings']): string {
  if (title === '') return body;
  switch (style) {
    case 'markdown':
      return `## ${title}\n\n${body}`;
    case 'brackets':
      return `【${title}】\n\n${body}`;
    case 'xml': {
      const tag = xmlTagName(title);
      return `<${tag}>\n${body}\n</${tag}>`;
    }
  }
}
