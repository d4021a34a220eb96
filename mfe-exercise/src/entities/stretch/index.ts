export { useErgonomicStretches } from './api/stretches-api';
export { StretchCard } from './ui/stretch-card';
export { stretchLogFailure, STRETCH_LOGGED_TOAST } from './ui/stretch-log-toasts';
export { StretchesLoading, StretchesNotLoaded } from './ui/stretches-state';
