// POST /api/front/get-search-suggestions — { searchKey } → { suggestions } (spec §7): search
// phrases completing the key, then matching categories and brands, each with the page it opens.
import { createRoute, z } from '@hono/zod-openapi';
import { getKeywordSuggestions } from '../../../services/catalog/get-keyword-suggestions';
import type { ApiApp } from '../../hono-env';
import { searchKeyField } from './search-suggestion-schema';
import { jsonAnswer } from '../../shared-answer';
import { registerSharedCall, type SharedCatalogCall } from './shared-call';
import { requestBody, okResponse } from '../kit';

const Body = z.object({ searchKey: searchKeyField });
const Response = z.object({ suggestions: z.array(z.object({ title: z.string(), url: z.string() })) });
export const SEARCH_SUGGESTIONS_PATH = '/api/front/get-search-suggestions';

const route = createRoute({
  method: 'post',
  path: SEARCH_SUGGESTIONS_PATH,
  request: { body: requestBody(Body) },
  responses: okResponse(Response, 'Search phrase suggestions'),
});

export const keywordSuggestionsCall: SharedCatalogCall<z.infer<typeof Body>> = {
  path: SEARCH_SUGGESTIONS_PATH,
  body: Body,
  answer: async (ctx, { searchKey }) => ({ parts: `keyword-suggestions|${searchKey}`, build: async () => jsonAnswer(await getKeywordSuggestions(ctx, searchKey)) }),
};

export function registerGetSearchSuggestions(app: ApiApp) {
  registerSharedCall(app, route, keywordSuggestionsCall);
}
