const { createFederatedConfig, remoteExposes, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_community',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_community.devPort),
  // ./routes and the widgets REMOTE_WIDGETS (libs/contracts) lists for this remote.
  exposes: remoteExposes('mfe_community', __dirname),
  title: 'Chairside · mfe-community (standalone)',
});
