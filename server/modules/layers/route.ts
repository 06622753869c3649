import type { ApiModule } from '../../http/app-env';
import { listLayersRoute } from './routes/list-layers';
import { startLayerExperimentRoute } from './routes/start-layer-experiment';
import { endLayerExperimentRoute } from './routes/end-layer-experiment';

/** A label's layers: several experiments at once, each on its own buckets of its layer. */
export const layersModule: ApiModule = (api, deps) => {
  listLayersRoute(api, deps);
  startLayerExperimentRoute(api, deps);
  endLayerExperimentRoute(api, deps);
};
