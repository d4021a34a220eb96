export { chairsideTheme } from './theme/theme';
export { AppThemeProvider } from './theme/app-theme-provider';
export { ToastProvider, useToast, type ToastInput } from './toast/toast-provider';
export { useUnauthorizedHandler } from './toast/use-unauthorized-handler';
export { GoalBar, type GoalBarProps } from './goal-bar/goal-bar';
export { goalPercent, goalStatus, formatAmount, type GoalStatus } from './goal-bar/goal-status';
export { StatCard } from './stat-card';
export { SectionCard } from './section-card';
export { PageTitle } from './page-title';
