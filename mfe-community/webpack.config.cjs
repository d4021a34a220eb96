const { createFederatedConfig, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_community',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_community.devPort),
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Chairside · mfe-community (standalone)',
});
