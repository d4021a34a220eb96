export { AccountCard } from './account-card';
