export { useErgonomicStretches } from './api/stretches-api';
export { StretchCard } from './ui/stretch-card';
export { stretchLogFailure, stretchLoggedToast } from './ui/stretch-log-toasts';
export { stretchText } from './model/stretch-texts';
export { StretchesLoading, StretchesNotLoaded } from './ui/stretches-state';
