import { REMOTE_CONTRACT_VERSION, type RemoteRoutesModule } from '@chairside/contracts/web';
import { lazy } from 'react';

const routes: RemoteRoutesModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'mfe_nutrition',
  buildId: process.env.CHAIRSIDE_BUILD_ID,
  pages: [
    {
      path: '/dashboard',
      title: 'Your Fitness & Nutrition Dashboard',
      requiresAuth: true,
      Component: lazy(() => import('../pages/dashboard')),
    },
    {
      path: '/progress',
      title: 'Fitness & Nutrition Progress',
      requiresAuth: true,
      Component: lazy(() => import('../pages/progress')),
    },
    {
      path: '/quiz',
      title: 'Fitness Nutrition Personality Quiz',
      requiresAuth: true,
      Component: lazy(() => import('../pages/quiz')),
    },
  ],
};

export default routes;
