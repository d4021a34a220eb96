// '@chairside/ui/share': a shared entry of its own (tools/webpack/federation.cjs). Its files import the
// rest of libs/ui as '@chairside/ui', never by a relative path, so they use the one shared copy of the
// toast and of MUI rather than bundling their own.
export { shareLinks } from './share-links';
export { useShare } from './use-share';
export { ShareRow } from './share-row';
