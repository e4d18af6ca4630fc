import { useMatches } from 'react-router';
import type { RouteHandle } from './route-handle';

/** The handle of the deepest route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return { title: '泰山宫' };
}
