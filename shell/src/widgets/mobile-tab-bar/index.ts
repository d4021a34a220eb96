export { MobileTabBar } from './mobile-tab-bar';
