import type { QueryClient } from '@tanstack/react-query';
import { requestsKey, schedulesKey } from './paths';

/**
 * After any change to a request: its page, every list (a state filter, "waiting for your
 * review"), the calendar, the labels it may have moved and the audit log read again.
 */
export function afterRequestChange(client: QueryClient, harnessId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: requestsKey(harnessId) }),
    client.invalidateQueries({ queryKey: schedulesKey(harnessId) }),
    client.invalidateQueries({ queryKey: ['harnesses', harnessId, 'labels'] }),
    client.invalidateQueries({ queryKey: ['audit'] }),
  ]);
}
