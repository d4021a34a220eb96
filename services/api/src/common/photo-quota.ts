import { API_PATHS, ERROR_CODES } from '@chairside/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiException } from './api-exception';

const FOOD_PHOTO_URL_PREFIX = API_PATHS.foodPhoto.replace(':id', '');

/**
 * Per-member storage for the photos that pile up (meals, posts; the profile photo is one, replaced):
 * the hourly limits alone let one account store gigabytes a day. Checked before the photo is
 * decoded; two uploads racing at the limit can both pass, so an account may end a photo or two
 * over, never without bound.
 */
@Injectable()
export class PhotoQuota {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async usage(userId: string): Promise<{ photos: number; bytes: number }> {
    // octet_length of a stored photo reads its TOAST pointer, not the photo. The photo of a meal
    // deleted a moment ago stays for Undo, but the member deleted it to make room: it is not counted.
    const [row]: { photos: string; bytes: string }[] = await this.ds.query(
      `WITH kept AS (
         SELECT f.jpeg FROM food_photos f
          WHERE f.user_id = $1
            AND NOT EXISTS (SELECT 1 FROM deleted_food_entries d
                             WHERE d.user_id = $1 AND d.entry->>'image_url' = $2 || f.id::text)
       )
       SELECT
         (SELECT count(*) FROM kept)
           + (SELECT count(*) FROM community_images i JOIN community_posts p ON p.id = i.post_id WHERE p.user_id = $1)
           AS photos,
         (SELECT coalesce(sum(octet_length(jpeg)), 0) FROM kept)
           + (SELECT coalesce(sum(octet_length(i.jpeg)), 0) FROM community_images i
                JOIN community_posts p ON p.id = i.post_id WHERE p.user_id = $1)
           AS bytes`,
      [userId, FOOD_PHOTO_URL_PREFIX],
    );
    return { photos: Number(row!.photos), bytes: Number(row!.bytes) };
  }

  /** 409 with what the limit is and what to do, when the member's photo storage is full. */
  async ensureRoom(userId: string): Promise<void> {
    const { photosPerUser, photoBytesPerUser } = this.config.limits;
    const used = await this.usage(userId);
    if (used.photos < photosPerUser && used.bytes < photoBytesPerUser) return;
    const mb = Math.round(photoBytesPerUser / 1024 / 1024);
    throw new ApiException(
      409,
      `Your photo storage is full (at most ${photosPerUser.toLocaleString('en-US')} photos or ${mb.toLocaleString('en-US')} MB). Delete older meals or posts with photos to add new ones.`,
      ERROR_CODES.photoQuotaFull,
    );
  }
}
