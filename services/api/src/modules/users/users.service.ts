import { Inject, Injectable } from '@nestjs/common';
import type { UserRole } from '@chairside/contracts';
import type { ProfileEntity } from './profile.entity';
import type { UserEntity } from './user.entity';
import { UsersRepository, type NewUser } from './users.repository';

/** What other modules may ask of users and profiles; they never read these tables themselves. */
@Injectable()
export class UsersService {
  constructor(@Inject(UsersRepository) private readonly users: UsersRepository) {}

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

  /** The user's new profile photo (re-encoded), replacing any earlier one: its id. */
  replaceProfileImage(userId: string, photo: { jpeg: Buffer; width: number; height: number }): Promise<string> {
    return this.users.replaceProfileImage(userId, photo);
  }

  findProfileImage(id: string): Promise<Buffer | null> {
    return this.users.findProfileImage(id);
  }

  /** The user's role ('member' or 'moderator'), or null when there is no such user. */
  roleOf(userId: string): Promise<UserRole | null> {
    return this.users.findRole(userId);
  }

  setPinHash(userId: string, pinHash: string): Promise<void> {
    return this.users.setPinHash(userId, pinHash);
  }

  /** The profile's body weight in kg, or null when the user has not given one. */
  weightKg(userId: string): Promise<number | null> {
    return this.users.findWeight(userId);
  }
}
