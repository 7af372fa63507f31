// The root loader's data (the shop's layout), for any component below the root.
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

/** The layout every page's frame shows (the category menus come as HTML, not data). */
export type ShellLayout = RootData['layout'];
