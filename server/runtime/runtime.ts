import { SandboxPool } from './hooks/sandbox-pool';
import { createJudge, type ServerJudge } from './judge';
import { ModelEndpoints } from './model-client';
import { runTurn, type TurnInput, type TurnOptions } from './run-turn';
import type { RuntimeConfig } from './runtime-config';
import { AddressPolicy } from './tools/address-policy';
import type { TurnDeps } from './turn/scope';

/**
 * The runtime of a studio process: model endpoints, the hook sandbox, the tool network policy,
 * and the judge that grades `judge` expectations (null without JUDGE_ENDPOINT: they are skipped).
 */
export class Runtime implements TurnDeps {
  readonly endpoints: ModelEndpoints;
  readonly sandbox: SandboxPool;
  readonly policy: AddressPolicy;
  readonly judge: ServerJudge | null;

  constructor(
    readonly config: RuntimeConfig,
    readonly env: Record<string, string | undefined> = process.env,
  ) {
    this.endpoints = new ModelEndpoints(config.modelEndpoints, env);
    this.sandbox = new SandboxPool({ size: config.hookWorkers });
    this.policy = new AddressPolicy(config.toolNetwork);
    this.judge = config.judgeEndpoint ? createJudge(this.endpoints, config.judgeEndpoint) : null;
  }

  runTurn(input: TurnInput, options: TurnOptions = {}) {
    return runTurn(input, this, options);
  }

  close(): Promise<void> {
    return this.sandbox.close();
  }
}
