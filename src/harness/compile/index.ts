export * from './types';
export { compileRequest, compileSystemPrompt, compileTools } from './compile-request';
export { activePromotions, isEligible, isWindowOpen } from './promotions';
export { describePromotion, describeWindow } from './describe-promotion';
export { formatNumber } from './format';
export { USE_SKILL_TOOL_NAME } from './skills';
