import { translate, type Language } from './i18n';

/**
 * Reasons the server writes itself (stored in English on label moves and schedules, e.g.
 * "Scheduled (schedule 1): Change request 1: 双12 开场"), in the reader's language; the
 * person's own words inside them stay as written, and any other reason is left as it is.
 */
export function storedReason(language: Language, reason: string): string {
  const request = /^Change request (\d+): ([\s\S]*)$/.exec(reason);
  if (request)
    return translate(language, 'note.changeRequest', { n: request[1]!, title: request[2]! });
  const fired = /^Scheduled \(schedule (\d+)\): ([\s\S]*)$/.exec(reason);
  if (fired)
    return translate(language, 'note.scheduled', {
      n: fired[1]!,
      reason: storedReason(language, fired[2]!),
    });
  const ended = /^Schedule (\d+) ended: back to what it served before\. ([\s\S]*)$/.exec(reason);
  if (ended)
    return translate(language, 'note.scheduleEnded', {
      n: ended[1]!,
      reason: storedReason(language, ended[2]!),
    });
  return reason;
}
