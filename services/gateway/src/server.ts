#!/usr/bin/env node
// The gateway: one origin for the browser (see README.md). Settings come from the environment.
import type { AddressInfo } from 'node:net';
import { readGatewayConfig, type GatewayConfig } from './lib/config';
import { createGatewayApp } from './lib/gateway-app';
import { readReleaseSource } from './lib/release-source';
import { stopOnSignals } from './lib/stop-on-signals';

let config: GatewayConfig;
try {
  config = readGatewayConfig(process.env, readReleaseSource);
} catch (e) {
  console.error(`gateway: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

const server = createGatewayApp(config).listen(config.port, config.host);
server.on('listening', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`gateway listening on http://${config.host}:${port} (api ${config.apiUrl})`);
});
server.on('error', (e) => {
  console.error(`gateway: ${e.message}`);
  process.exit(1);
});

stopOnSignals(server, 'gateway');
