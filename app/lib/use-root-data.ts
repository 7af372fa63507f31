// The root loader's data (the shop's layout), for any component below the root.
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data.server';

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** Whether this page is the light one (docs/decisions/070): pass it to core's responsiveImage. */
export function useDataSaver(): boolean {
  return useRootData()?.dataSaver.on ?? false;
}

/** The layout every page's frame shows (the category menus come as HTML, not data). */
export type ShellLayout = RootData['layout'];
