import { REMOTE_CONTRACT_VERSION, type RemoteRoutesModule } from '@chairside/contracts/web';
import { pageChunk } from '@chairside/ui';

const routes: RemoteRoutesModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'mfe_profile',
  buildId: process.env.CHAIRSIDE_BUILD_ID,
  pages: [
    {
      path: '/settings',
      title: 'Settings',
      requiresAuth: true,
      ...pageChunk(() => import('../pages/settings')),
    },
  ],
};

export default routes;
