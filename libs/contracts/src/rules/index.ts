export * from './food-insights';
export * from './body';
export * from './quiz';
export * from './daily-tips';
export * from './time';
export * from './voice-parse';
export * from './exercise';
export * from './stretch-reminders';
