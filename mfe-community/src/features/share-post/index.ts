export { SharePanel } from './ui/share-panel';
