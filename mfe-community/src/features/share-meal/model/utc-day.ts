/** decisions: community reads today's meals by the UTC day, whatever the browser's zone. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
