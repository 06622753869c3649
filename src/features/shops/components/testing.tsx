import type { ShopDetail, ShopRecord } from '../types';

export { json, fakeApi, renderWithProviders, type Call } from '../../../lib/testing/fake-api';

// Fixtures for the feature's component tests: shops, an empty overlay and the base draft.

export const shopRecord = (patch: Partial<ShopRecord> = {}): ShopRecord => ({
  harnessId: 'h1',
  shopId: 'tea-a',
  name: 'Tea A',
  tags: ['tea'],
  overlayVersion: null,
  createdAt: '2026-12-03T09:00:00.000Z',
  updatedAt: '2026-12-03T09:00:00.000Z',
  ...patch,
});

export const emptyOverlay = (): ShopDetail['overlay'] => ({
  preferences: {},
  promotions: [],
  extraSkills: [],
  disabledSkills: [],
  variables: {},
});

/** The base's draft as `GET /harnesses/h1/draft` sends the parts an overlay form reads. */
export const baseDraft = {
  harnessId: 'h1',
  entities: [],
  diagnostics: [],
  document: {
    preferences: {
      shopId: 'platform',
      shopName: 'Platform shop',
      tone: 'friendly',
      language: 'zh-CN',
      greeting: 'Welcome to the stream!',
      forbiddenTopics: ['politics'],
      discountFloor: 0.7,
      brandTerms: [],
      maxReplyChars: 120,
    },
    skills: [
      { id: 'greeting', name: 'Greeting', description: 'Greet viewers.', instructions: '' },
      { id: 'coupon-push', name: 'Coupon push', description: 'Push coupons.', instructions: '' },
    ],
    prompt: {
      sections: [],
      variables: [{ name: 'service.hotline', description: 'Hotline', default: '400-820-1212' }],
    },
  },
};
