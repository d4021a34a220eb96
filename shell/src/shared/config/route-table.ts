import type { RemoteName } from '@chairside/contracts/web';
import { t } from '../i18n';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The area's name on its fallback card, in the member's language when drawn. */
  area: () => string;
  requiresAuth: boolean;
}

/** The route table (docs/product.md "Screens and routes") with the ownership map (ARCHITECTURE.md): which remote owns which page. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/dashboard', remote: 'mfe_nutrition', area: () => t('Dashboard'), requiresAuth: true },
  { path: '/progress', remote: 'mfe_nutrition', area: () => t('Progress'), requiresAuth: true },
  { path: '/quiz', remote: 'mfe_nutrition', area: () => t('Quiz'), requiresAuth: true },
  { path: '/welcome', remote: 'mfe_nutrition', area: () => t('Welcome'), requiresAuth: true },
  { path: '/stretches', remote: 'mfe_exercise', area: () => t('Stretches'), requiresAuth: true },
  { path: '/community', remote: 'mfe_community', area: () => t('Community'), requiresAuth: true },
  { path: '/settings', remote: 'mfe_profile', area: () => t('Settings'), requiresAuth: true },
];

/** `/` signed in shows the dashboard page; signed out, the login screen until the landing page ships. */
export const HOME_ROUTE: RemoteRoute = REMOTE_ROUTES[0]!;

export function remoteRouteFor(path: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find((r) => r.path === path);
}
