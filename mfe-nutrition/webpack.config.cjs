const { createFederatedConfig, remoteExposes, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_nutrition',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_nutrition.devPort),
  // ./routes and the widgets REMOTE_WIDGETS (libs/contracts) lists for this remote.
  exposes: remoteExposes('mfe_nutrition', __dirname),
  title: 'Chairside · mfe-nutrition (standalone)',
});
