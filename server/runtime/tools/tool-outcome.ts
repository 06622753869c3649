export { toolMessageContent, type ToolOutcome } from '../../../src/harness/tool-message';
