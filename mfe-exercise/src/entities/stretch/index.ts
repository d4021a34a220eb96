export { useErgonomicStretches, STRETCH_CACHE_SECONDS } from './api/list-stretches';
