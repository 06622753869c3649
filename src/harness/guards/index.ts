export {
  GUARD_NAMES,
  guardSettingsSchema,
  wordActionSchema,
  wordListSchema,
  WORD_ACTIONS,
  type GuardName,
  type GuardSettings,
  type GuardSettingsInput,
  type WordAction,
  type WordList,
} from './guard-settings';
export {
  guardHookId,
  guardOfHookId,
  checksSentences,
  type GuardCode,
  type GuardDecision,
  type GuardFinding,
} from './guard-decision';
export { allowedAmounts, type AllowedAmounts, type AllowedFigure } from './allowed-amounts';
export { checkPrices } from './price-guard';
export { checkWords } from './word-guard';
export { checkTopics, topicIn } from './topic-guard';
export { fitLength } from './length-guard';
export { FORBIDDEN_TOPIC_SIGNALS, topicSignalWords } from './topic-signals';
export { TurnGuards, type GuardTurnInput } from './turn-guards';
