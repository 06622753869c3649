import type { ParamsOf } from '../../harness';
import type { TextBase } from './diagnostics-en';

type P<C extends string> = ParamsOf<C> & TextBase;

const VLLM =
  '`vllm serve <model> --enable-auto-tool-choice --tool-call-parser hermes`，或设置 MODEL_ENDPOINTS';

/** 运行时 error 事件（turn.<code>）的中文说法：模型服务器的报错，按代码和 params 说出来。 */
export const turnErrorsZhCN = {
  'turn.unavailable': (p: P<'turn.unavailable'>) =>
    p.reason === undefined
      ? `${p.url} 没有模型服务器应答：请启动 vLLM：${VLLM}。`
      : `连不上 ${p.url} 的模型服务器（${p.reason}）。`,
  'turn.http': (p: P<'turn.http'>) => {
    const detail = p.detail ? `：${p.detail}。` : '。';
    const hint = Number(p.status) === 404 ? '请检查 MODEL_ENDPOINTS 中该端点的 "model"。' : '';
    return `${p.url} 的模型服务器返回 HTTP ${p.status}${detail}${hint}`;
  },
  'turn.first_token_timeout': (p: P<'turn.first_token_timeout'>) =>
    `${p.url} 的模型服务器在 ${p.ms} 毫秒内没有发出任何 token。`,
  'turn.timeout': (p: P<'turn.timeout'>) => `模型回答超过了 ${p.ms} 毫秒。`,
  'turn.stream_broken': (p: P<'turn.stream_broken'>) =>
    p.kind === 'not_json'
      ? '模型服务器发来的数据块不是 JSON。'
      : `${p.url ?? '模型服务器'} 在回答完成前关闭了数据流。`,
  'turn.cancelled': () => '本轮已取消。',
  'turn.config': (p: P<'turn.config'>) =>
    p.kind === 'no_key'
      ? `端点“${p.endpoint}”从环境变量 ${p.env ?? ''} 读取 API 密钥，但服务器上没有设置它。`
      : `端点“${p.endpoint}”的模型服务器没有列出任何模型。`,
  'turn.invalid_context': (p: P<'turn.invalid_context'>) =>
    p.kind === 'last_message' ? '对话的最后一条必须是观众的消息。' : '直播上下文无效。',
  'turn.no_endpoint': (p: P<'turn.no_endpoint'>) =>
    `没有名为“${p.endpoint}”的模型端点。已配置：${p.configured}。`,
  'turn.step_limit': (p: P<'turn.step_limit'>) =>
    p.kind === 'tools'
      ? `模型在 ${p.steps} 轮后仍在调用工具（settings.maxSteps）。`
      : `${p.steps} 轮后仍没有回复。`,
  'turn.internal': () => '本轮在运行时内部失败。',
};
