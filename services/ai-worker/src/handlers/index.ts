import type { JobHandler } from '../handler';
import { pingHandler } from './ping.handler';

export const handlers: JobHandler[] = [pingHandler as JobHandler];
