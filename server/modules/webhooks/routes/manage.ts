/** What a caller without the role is refused, in every webhook route's refusal. */
export const MANAGE = 'manage webhooks';
