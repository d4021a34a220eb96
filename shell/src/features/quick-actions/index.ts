export { QuickActionLauncher } from './quick-action-launcher';
export { quickActionsBlockTarget } from './quick-action-targets';
