// A catalog call whose answer every shopper of the shop shares (Quick View, the two search
// suggestions): its body's schema, and from the validated body its answer's key and builder —
// one definition, used by its Hono route (validBody, then sharedAnswer) and by the same calls
// answered at node:http before Hono (catalog-read-listener.ts; docs/decisions/086).
import type { ZodType } from 'zod';
import type { Ctx } from '../../../services/context';
import type { ApiApp } from '../../hono-env';
import { sharedAnswer } from '../../shared-answer';
import { validBody } from '../kit';

export interface SharedAnswerPlan {
  /** What the answer depends on besides the shop, its catalog version and the language (sharedAnswer's `parts`). */
  parts: string;
  /** Builds the answer (a jsonAnswer): when the cache is off or has none. */
  build: () => Promise<Response>;
}

export interface SharedCatalogCall<T> {
  path: string;
  body: ZodType<T>;
  /** The plan for this input; throws (a DomainError) where the call refuses it. */
  answer(ctx: Ctx, input: T): Promise<SharedAnswerPlan>;
}

/** The call as a route of `app` (`route`: its createRoute, for the OpenAPI document). */
export function registerSharedCall<T>(app: ApiApp, route: Parameters<ApiApp['openapi']>[0], call: SharedCatalogCall<T>): void {
  app.openapi(route, async (c) => {
    const { parts, build } = await call.answer(c.get('ctx'), validBody(c as never, call.body) as T);
    return sharedAnswer(c as never, parts, build) as never;
  });
}
