import type { ApiModule } from '../../http/app-env';

export const healthModule: ApiModule = (api, deps) => {
  api.get('/health', (c) =>
    c.json({
      status: 'ok',
      auth: deps.config.authMode,
      // Trace capture's queue: dropped counts turns not traced because it was full.
      traces: deps.traceCapture.stats(),
      exposures: deps.exposures.stats(),
    }),
  );
};
