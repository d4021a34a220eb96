import type { RemoteName } from '@chairside/contracts/web';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The area's name on its fallback card. */
  area: string;
  requiresAuth: boolean;
}

/** The route table (docs/product.md "Screens and routes") with the ownership map (ARCHITECTURE.md): which remote owns which page. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/dashboard', remote: 'mfe_nutrition', area: 'Dashboard', requiresAuth: true },
  { path: '/progress', remote: 'mfe_nutrition', area: 'Progress', requiresAuth: true },
  { path: '/quiz', remote: 'mfe_nutrition', area: 'Quiz', requiresAuth: true },
  { path: '/welcome', remote: 'mfe_nutrition', area: 'Welcome', requiresAuth: true },
  { path: '/stretches', remote: 'mfe_exercise', area: 'Stretches', requiresAuth: true },
  { path: '/community', remote: 'mfe_community', area: 'Community', requiresAuth: true },
  { path: '/settings', remote: 'mfe_profile', area: 'Settings', requiresAuth: true },
];

/** `/` signed in shows the dashboard page; signed out, the login screen until the landing page ships. */
export const HOME_ROUTE: RemoteRoute = REMOTE_ROUTES[0]!;

export function remoteRouteFor(path: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find((r) => r.path === path);
}
