export { StretchList } from './stretch-list';
