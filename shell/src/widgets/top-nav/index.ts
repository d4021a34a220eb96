export { TopNav } from './top-nav';
