import { z } from 'zod';
import { labelParams } from '../labels/schema';

// A layer's name is checked by its route (422 `layer.bad_name` at `/params/layer`, a name the
// studio will not make a layer of), so the path takes any short segment here.
const layerSegment = z.string().min(1).max(64);

export const layerParams = labelParams.extend({ layer: layerSegment });

export const layerExperimentParams = layerParams.extend({
  experimentId: z.string().min(1).max(64),
});

/** The body is read as it comes and checked by the route, so a bad field is a 422 at it. */
export const layerBody = z.record(z.string(), z.unknown());
