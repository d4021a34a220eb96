// Defined once in the shared api-client: the shell reads the same settings to load the break coach.
export { useGetStretchRemindersQuery, useSaveStretchRemindersMutation } from '@chairside/api-client';
