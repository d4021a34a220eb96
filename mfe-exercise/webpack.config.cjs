const { createFederatedConfig, remoteExposes, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_exercise',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_exercise.devPort),
  // ./routes and the widgets REMOTE_WIDGETS (libs/contracts) lists for this remote.
  exposes: remoteExposes('mfe_exercise', __dirname),
  title: 'Chairside · mfe-exercise (standalone)',
});
