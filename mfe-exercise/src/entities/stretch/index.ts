export { useListErgonomicStretchesQuery } from './api/list-stretches';
