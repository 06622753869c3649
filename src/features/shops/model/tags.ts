/** Tags as typed in one box ("tea, tier-a"): trimmed, lowercased, each once. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,，\s]+/)
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

export const formatTags = (tags: readonly string[]) => tags.join(', ');
