export { AddManualEntryDialog } from './ui/add-manual-entry-dialog';
