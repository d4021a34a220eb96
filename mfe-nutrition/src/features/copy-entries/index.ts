export { CopyToDialog } from './ui/copy-to-dialog';
export { CopyFromDialog } from './ui/copy-from-dialog';
export { MoveEntryDialog } from './ui/move-entry-dialog';
