import { useDraft } from '../../features/editor/api/get-draft';
import { harnessTimeZone } from '../../features/editor/model/promotion-states';

/**
 * The harness's `settings.timeZone` (the draft's, as the promotion editor reads it), for the
 * release screens: schedules are wall times there, whatever the reader's own zone.
 */
export function useHarnessTimeZone(harnessId: string): string {
  return harnessTimeZone(useDraft(harnessId).data?.entities ?? []);
}
