import { REMOTE_CONTRACT_VERSION, type RemoteRoutesModule } from '@chairside/contracts/web';
import { lazy } from 'react';

const routes: RemoteRoutesModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'mfe_community',
  buildId: process.env.CHAIRSIDE_BUILD_ID,
  pages: [
    {
      path: '/community',
      title: 'Community',
      requiresAuth: true,
      Component: lazy(() => import('../pages/community')),
    },
  ],
};

export default routes;
