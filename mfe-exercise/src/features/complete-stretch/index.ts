export { CompleteStretchButton } from './ui/complete-stretch-button';
export { StretchesByArea } from './ui/stretches-by-area';
