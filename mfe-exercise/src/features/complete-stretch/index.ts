export { StretchesByArea } from './ui/stretches-by-area';
