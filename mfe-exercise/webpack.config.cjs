const { createFederatedConfig, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_exercise',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_exercise.devPort),
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Chairside · mfe-exercise (standalone)',
});
