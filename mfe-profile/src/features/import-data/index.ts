// The default export is what React.lazy loads (Settings' Your data card), with no wrapper in the page's chunk.
export { ImportDialog as default } from './ui/import-dialog';
