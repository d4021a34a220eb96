import { Inject, Injectable } from '@nestjs/common';
import { PROFILE_IMAGE_UPLOAD, type UpdateUserProfileRequest, type UserRole } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { reencodeUpload } from '../../common/photos';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import type { ProfileEntity } from './profile.entity';
import type { UserEntity } from './user.entity';
import { UsersRepository, type NewUser } from './users.repository';
import { WeighInsService } from './weigh-ins.service';

/** A person changes their photo a few times; a script re-encoding images all day is refused. */
const UPLOADS_PER_HOUR = 30;

/** What other modules may ask of users and profiles; they never read these tables themselves. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(WeighInsService) private readonly weighIns: WeighInsService,
  ) {}

  findWithProfile(id: string): Promise<UserEntity | null> {
    return this.users.findWithProfile(id);
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findByUsername(username);
  }

  /** null when the username is taken. */
  create(input: NewUser): Promise<UserEntity | null> {
    return this.users.create(input);
  }

  findProfile(userId: string): Promise<ProfileEntity> {
    return this.users.findProfile(userId);
  }

  updateProfile(userId: string, changes: Partial<ProfileEntity>): Promise<ProfileEntity> {
    return this.users.updateProfile(userId, changes);
  }

  /**
   * The profile form's changes: `currentWeight` is the older name of `weight`; an empty display name
   * is absent. A new weight is also the weigh-in of the member's `today`, so the weight chart and
   * the profile agree (decisions.md "Weigh-ins").
   */
  async changeProfile(userId: string, body: UpdateUserProfileRequest): Promise<ProfileEntity> {
    const { currentWeight, name, today, ...rest } = body;
    const weight = rest.weight !== undefined ? rest.weight : currentWeight;
    const before = typeof weight === 'number' ? await this.users.findWeight(userId) : null;
    const profile = await this.users.updateProfile(userId, {
      ...rest,
      ...(currentWeight !== undefined && rest.weight === undefined ? { weight: currentWeight } : {}),
      // A display name arrives trimmed (the contract's schema); an empty one means none.
      ...(name !== undefined ? { name: name === '' ? null : name } : {}),
    });
    if (typeof weight !== 'number' || weight === before) return profile;
    await this.weighIns.recordFromProfile(userId, today ?? new Date().toISOString().slice(0, 10), weight);
    return this.users.findProfile(userId);
  }

  /** A new profile photo, re-encoded, within the hourly limit: its id. */
  async uploadProfileImage(userId: string, upload: Buffer | undefined): Promise<string> {
    if (!upload) throw ApiException.badRequest('image: choose a photo to upload');
    await this.counters.enforce(
      `profile-images:${userId}`,
      UPLOADS_PER_HOUR,
      HOUR_SECONDS,
      (wait) => `You have changed your photo ${UPLOADS_PER_HOUR} times in the last hour. Please wait ${wait}.`,
    );
    const photo = await reencodeUpload(upload, PROFILE_IMAGE_UPLOAD.maxBytes);
    return this.users.replaceProfileImage(userId, photo);
  }

  /** The user's new profile photo (re-encoded), replacing any earlier one: its id. */
  replaceProfileImage(userId: string, photo: { jpeg: Buffer; width: number; height: number }): Promise<string> {
    return this.users.replaceProfileImage(userId, photo);
  }

  async profileImage(id: string): Promise<Buffer> {
    const jpeg = await this.users.findProfileImage(id);
    if (!jpeg) throw ApiException.notFound('Image');
    return jpeg;
  }

  /** The user's role ('member' or 'moderator'), or null when there is no such user. */
  roleOf(userId: string): Promise<UserRole | null> {
    return this.users.findRole(userId);
  }

  setPinHash(userId: string, pinHash: string): Promise<void> {
    return this.users.setPinHash(userId, pinHash);
  }

  setPinSignIn(userId: string, on: boolean): Promise<void> {
    return this.users.setPinSignIn(userId, on);
  }

  /** The profile's body weight in kg, or null when the user has not given one. */
  weightKg(userId: string): Promise<number | null> {
    return this.users.findWeight(userId);
  }
}
