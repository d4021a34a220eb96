import { HEALTH_PLATFORM_NAMES, HEALTH_PLATFORMS, type HealthPlatform } from '@chairside/contracts/web';

export const PLATFORMS: Array<{ platform: HealthPlatform; name: string }> = HEALTH_PLATFORMS.map((platform) => ({
  platform,
  name: HEALTH_PLATFORM_NAMES[platform],
}));
