import type { ApiModule } from '../../http/app-env';
import { declaredRoutes } from '../../http/define-route';
import { buildOpenApiDocument } from './openapi-document';

export const openApiModule: ApiModule = (api) => {
  let cached: string | null = null;
  api.get('/openapi.json', (c) => {
    // Built on first request, when every module has declared its routes.
    cached ??= JSON.stringify(buildOpenApiDocument(declaredRoutes(api), '1'));
    return c.body(cached, 200, { 'content-type': 'application/json' });
  });
};
