import { REMOTE_CONTRACT_VERSION, type RemoteRoutesModule } from '@chairside/contracts/web';
import { pageChunk } from '@chairside/ui';

const routes: RemoteRoutesModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'mfe_community',
  buildId: process.env.CHAIRSIDE_BUILD_ID,
  pages: [
    {
      path: '/community',
      title: 'Community',
      requiresAuth: true,
      ...pageChunk(() => import('../pages/community')),
    },
  ],
};

export default routes;
