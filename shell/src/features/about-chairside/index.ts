export { AboutDialog } from './about-dialog';
