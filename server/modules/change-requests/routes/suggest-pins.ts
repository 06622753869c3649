import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { requestParams } from '../schema';
import { proposalOf } from '../request-rows';
import { visibleRequest } from '../visible-request';
import { servingOf } from '../request-view';
import { pinSuggestions, pinSuggestionsSchema } from '../pin-suggestions';

export const suggestPinsRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/change-requests/:n/pins/suggestions',
      summary:
        'Live rooms to pin a preview in: one per promotion the proposal adds, changes or removes, a minute into its window',
      tag: 'change-requests',
      params: requestParams,
      responses: { 200: { description: 'The suggested rooms', schema: pinSuggestionsSchema } },
    },
    async (c, { params }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const proposal = proposalOf(row);
      // A shop's overlay proposal is previewed by its shop: no version to compare here.
      if (proposal.kind !== 'version') return c.json({ before: null, after: null, rooms: [] });
      const { version } = await servingOf(db, row);
      return c.json(await pinSuggestions(db, params.id, version, proposal.version));
    },
  );
};
