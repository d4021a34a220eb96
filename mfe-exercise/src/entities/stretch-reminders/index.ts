export { useGetStretchRemindersQuery, useSaveStretchRemindersMutation } from './api/stretch-reminders-api';
