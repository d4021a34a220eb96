const { createFederatedConfig, remoteExposes, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_profile',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_profile.devPort),
  // ./routes and the widgets REMOTE_WIDGETS (libs/contracts) lists for this remote.
  exposes: remoteExposes('mfe_profile', __dirname),
  title: 'Chairside · mfe-profile (standalone)',
});
