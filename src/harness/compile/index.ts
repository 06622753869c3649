export * from './types';
export { compilePrompt, compileRequest, compileTools } from './compile-request';
export { assembleMessages } from './layout';
export { activePromotions } from './promotions';
export { withTurnTime } from './turn-time';
export { USE_SKILL_TOOL_NAME } from './skills';
