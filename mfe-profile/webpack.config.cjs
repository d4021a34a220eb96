const { createFederatedConfig, REMOTES } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_profile',
  projectRoot: __dirname,
  port: Number(process.env.PORT ?? REMOTES.mfe_profile.devPort),
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Chairside · mfe-profile (standalone)',
});
