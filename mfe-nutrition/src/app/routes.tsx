import { PRODUCT, REMOTE_CONTRACT_VERSION, type RemoteRoutesModule } from '@chairside/contracts/web';
import { pageChunk } from '@chairside/ui';

const routes: RemoteRoutesModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'mfe_nutrition',
  buildId: process.env.CHAIRSIDE_BUILD_ID,
  pages: [
    {
      path: '/dashboard',
      title: 'Your Fitness & Nutrition Dashboard',
      requiresAuth: true,
      ...pageChunk(() => import('../pages/dashboard')),
    },
    {
      path: '/progress',
      title: 'Fitness & Nutrition Progress',
      requiresAuth: true,
      ...pageChunk(() => import('../pages/progress')),
    },
    {
      path: '/quiz',
      title: 'Fitness Nutrition Personality Quiz',
      requiresAuth: true,
      ...pageChunk(() => import('../pages/quiz')),
    },
    {
      path: '/welcome',
      title: `Welcome to ${PRODUCT.name}`,
      requiresAuth: true,
      ...pageChunk(() => import('../pages/welcome')),
    },
  ],
};

export default routes;
