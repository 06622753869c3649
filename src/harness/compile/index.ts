export * from './types';
export {
  compilePrompt,
  compileRequest,
  compileSystemPrompt,
  compileTools,
  type RenderedPrompt,
} from './compile-request';
export { assembleMessages, planPrompt, type PromptPlan, type SystemPart } from './layout';
export {
  PROVIDED_VOLATILITY,
  VOLATILITIES,
  sectionVolatility,
  variableVolatility,
  volatilityTable,
  type Volatility,
} from './volatility';
export { activePromotions, isEligible, isWindowOpen } from './promotions';
export { withTurnTime, type TurnTime } from './turn-time';
export { describePromotion, describeWindow } from './describe-promotion';
export { formatNumber } from './format';
export { USE_SKILL_TOOL_NAME } from './skills';
