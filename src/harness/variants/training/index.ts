// Training and RL data from robustness runs: every format is written in the
// names of the variant the trial ran on, so a model learns to read whatever harness it gets.
export * from './trajectory';
export * from './prompt';
export * from './openai-chat';
export * from './sharegpt';
export * from './preference';
export * from './rl-environment';
export * from './completion';
export * from './hermes';
