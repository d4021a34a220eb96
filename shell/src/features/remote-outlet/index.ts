export { RemoteOutlet } from './remote-outlet';
export { loadRemoteWidget, preloadPageRemote } from './load-remote-page';
