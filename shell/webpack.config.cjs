const { createFederatedConfig, devRemotesManifest } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'shell',
  projectRoot: __dirname,
  isHost: true,
  port: Number(process.env.PORT ?? 4200),
  title: 'Chairside — wellness for dental professionals',
  // The signed-out `/` as a page of its own (dist/landing/): the gateway serves it to visitors
  // without a session cookie, so a first visit costs no federation runtime or shared singletons.
  pages: { landing: './src/landing/main.tsx' },
  // Refuses a remote whose manifest declares another contracts major or a shared range it cannot meet.
  remoteCheck: require('node:path').join(__dirname, 'src/features/remote-outlet/compatibility-plugin.ts'),
  // In development the remotes run on their own dev servers (npm run dev); in production the
  // gateway writes /remotes.json from the environment.
  devMiddleware: (app) =>
    app.get('/remotes.json', (_req, res) => res.set('Cache-Control', 'no-store').json(devRemotesManifest())),
});
