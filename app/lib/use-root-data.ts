// The root loader's data (the shop's layout), for any component below the root.
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data.server';

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** The layout every page's frame shows (the category menus come as HTML, not data). */
export type ShellLayout = RootData['layout'];
