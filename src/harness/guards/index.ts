export type { GuardSettingsInput } from './guard-settings';
export {
  guardHookId,
  guardOfHookId,
  checksSentences,
  type GuardDecision,
  type GuardFinding,
} from './guard-decision';
export { TurnGuards } from './turn-guards';
