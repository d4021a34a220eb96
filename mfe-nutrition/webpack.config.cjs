const { createFederatedConfig, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_nutrition',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_nutrition.devPort),
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Chairside · mfe-nutrition (standalone)',
});
