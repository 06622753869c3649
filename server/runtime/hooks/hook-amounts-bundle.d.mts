// Types for hook-amounts-bundle.mjs (plain JavaScript: see there).
export function bundleHookAmounts(): string;
