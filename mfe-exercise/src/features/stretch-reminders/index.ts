export { StretchRemindersCard } from './ui/stretch-reminders-card';
