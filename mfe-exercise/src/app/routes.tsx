import { REMOTE_CONTRACT_VERSION, type RemoteRoutesModule } from '@chairside/contracts/web';
import { pageChunk } from '@chairside/ui';

const routes: RemoteRoutesModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'mfe_exercise',
  buildId: process.env.CHAIRSIDE_BUILD_ID,
  pages: [
    {
      path: '/stretches',
      title: 'Workplace Wellness Stretches',
      requiresAuth: true,
      ...pageChunk(() => import('../pages/stretches')),
    },
  ],
};

export default routes;
