import type { HealthPlatform } from '@chairside/contracts/web';

/** HEALTH_PLATFORM_NAMES in libs/contracts, whose values sit beside zod schemas (not in /web). */
export const PLATFORMS: Array<{ platform: HealthPlatform; name: string }> = [
  { platform: 'apple_health', name: 'Apple Health' },
  { platform: 'google_fit', name: 'Google Fit' },
];
