export { RemoteOutlet } from './remote-outlet';
export { loadRemoteWidget } from './load-remote-page';
