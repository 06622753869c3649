import axe from 'axe-core';
import type { Webhook, WebhookDelivery } from '../types';

export { json, fakeApi, renderWithProviders } from '../../../lib/testing/fake-api';

// Fixtures for the feature's component tests, as the API sends them (the api files parse
// them with the core's schemas, so a fixture out of shape fails the test).

export const webhook = (patch: Partial<Webhook> = {}): Webhook => ({
  id: 3,
  harnessId: 'h1',
  url: 'https://hooks.example.com/studio',
  description: 'Release channel',
  events: ['change_request.opened', 'schedule.fired'],
  enabled: true,
  createdBy: 'eng-1',
  createdAt: '2026-12-04T10:00:00.000Z',
  ...patch,
});

export const delivery = (patch: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 9,
  webhookId: 3,
  messageId: 'msg_2f1c',
  type: 'change_request.opened',
  payload: { harnessId: 'h1', requestId: 7 },
  state: 'delivered',
  attempts: [
    { at: '2026-12-04T10:05:00.000Z', status: 503, error: null, durationMs: 41 },
    { at: '2026-12-04T10:05:05.000Z', status: 200, error: null, durationMs: 12 },
  ],
  nextAttemptAt: null,
  createdAt: '2026-12-04T10:05:00.000Z',
  ...patch,
});

/**
 * axe-core's WCAG A/AA rules over a rendered part (jsdom: no layout, so colour contrast and
 * the page-level landmark rules are left to the browser journeys), one line per violation.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}
