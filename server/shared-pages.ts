// Which pages every anonymous shopper of a shop shares (served from server/response-cache.ts):
// exactly those whose route module opts in with `export const handle = { sharedAnswer: true }`
// (the catalog). The path is matched against the build's own route table, so a new page is
// private until its route says otherwise — no URL pattern to keep in step with app/routes.ts.
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { LRUCache } from 'lru-cache';
import { pagePathOf } from '../core/shared-pages';

export type SharedPageMatcher = (path: string) => boolean;

/** What a route module exports to be shared between anonymous shoppers. */
interface SharedAnswerHandle {
  sharedAnswer?: boolean;
}

type BuildRoute = NonNullable<ServerBuild['routes'][string]>;

function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: build(r.id) },
    );
  return build(undefined);
}

export function sharedPageMatcher(build: ServerBuild): SharedPageMatcher {
  const tree = routeTree(build.routes);
  const shared = new Set(
    Object.values(build.routes)
      .filter((r) => (r?.module.handle as SharedAnswerHandle | undefined)?.sharedAnswer === true)
      .map((r) => r!.id),
  );
  // matchRoutes flattens and ranks the whole route table on every call (~2.5 ms of CPU with
  // the seller console's routes, twice per request): remember the answer per path, so a shared
  // answer from memory does not cost more than building it did (decision 031's benchmark).
  const known = new LRUCache<string, boolean>({ max: 20_000 });
  return (path) => {
    const remembered = known.get(path);
    if (remembered !== undefined) return remembered;
    let page: string;
    try {
      page = pagePathOf(path);
    } catch {
      return false;
    }
    const matches = matchRoutes(tree, page);
    const leaf = matches?.[matches.length - 1]?.route.id;
    const answer = leaf !== undefined && shared.has(leaf);
    known.set(path, answer);
    return answer;
  };
}
