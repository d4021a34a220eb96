import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { API_PATHS, type UserRole } from '@chairside/contracts';
import { ProfileImageEntity } from './profile-image.entity';
import { ProfileEntity } from './profile.entity';
import { UserEntity } from './user.entity';

const PROFILE_IMAGE_URL_PREFIX = API_PATHS.profileImage.replace(':id', '');

export interface NewUser {
  email: string;
  pinHash: string;
  name: string;
}

@Injectable()
export class UsersRepository {
  private readonly users;
  private readonly profiles;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    this.users = ds.getRepository(UserEntity);
    this.profiles = ds.getRepository(ProfileEntity);
  }

  findWithProfile(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id }, relations: { profile: true } });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { username }, relations: { profile: true } });
  }

  /** Deletes these accounts and (by cascade) everything they own; how many there were. */
  async deleteByUsernames(usernames: string[]): Promise<number> {
    if (!usernames.length) return 0;
    const r = await this.users.delete({ username: In(usernames) });
    return r.affected ?? 0;
  }

  /** Creates the user and a profile named `name` together; null when the username is taken. */
  async create(input: NewUser): Promise<UserEntity | null> {
    const [first, ...rest] = input.name.split(/\s+/);
    // The transaction's manager only: on PGlite every pooled connection shares one session (TOOLCHAIN.md).
    return this.ds.transaction(async (m) => {
      const inserted = await m
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values({
          username: input.email,
          email: input.email,
          pinHash: input.pinHash,
          firstName: first ?? null,
          lastName: rest.join(' ') || null,
        })
        .orIgnore()
        .returning(['id'])
        .updateEntity(false)
        .execute();
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (!id) return null;
      await m.insert(ProfileEntity, { userId: id, name: input.name });
      return m.findOne(UserEntity, { where: { id }, relations: { profile: true } });
    });
  }

  /** The user's profile, created empty the first time it is asked for. */
  async findProfile(userId: string): Promise<ProfileEntity> {
    return (await this.profiles.findOneBy({ userId })) ?? this.profiles.save(this.profiles.create({ userId }));
  }

  async updateProfile(userId: string, changes: Partial<ProfileEntity>): Promise<ProfileEntity> {
    const current = await this.findProfile(userId);
    return this.profiles.save(this.profiles.merge(current, changes));
  }

  /** Stores the user's new photo in place of any earlier one and points the profile at it: its id. */
  async replaceProfileImage(userId: string, photo: { jpeg: Buffer; width: number; height: number }): Promise<string> {
    return this.ds.transaction(async (m) => {
      await m.delete(ProfileImageEntity, { userId });
      const saved = await m.insert(ProfileImageEntity, { userId, ...photo });
      const id = (saved.identifiers[0] as { id: string }).id;
      const url = PROFILE_IMAGE_URL_PREFIX + id;
      await m.upsert(ProfileEntity, { userId, profileImageUrl: url }, ['userId']);
      await m.update(UserEntity, { id: userId }, { profileImageUrl: url });
      return id;
    });
  }

  async findProfileImage(id: string): Promise<Buffer | null> {
    const row = await this.ds
      .getRepository(ProfileImageEntity)
      .findOne({ select: { id: true, jpeg: true }, where: { id } });
    return row?.jpeg ?? null;
  }

  async findRole(userId: string): Promise<UserRole | null> {
    const row = await this.users.findOne({ select: { id: true, role: true }, where: { id: userId } });
    return row?.role ?? null;
  }

  /** Gives the account with this username the role; false when there is no such account. */
  async setRole(username: string, role: UserRole): Promise<boolean> {
    const r = await this.users.update({ username }, { role });
    return (r.affected ?? 0) > 0;
  }

  async setPinHash(userId: string, pinHash: string): Promise<void> {
    await this.users.update({ id: userId }, { pinHash });
  }

  async setPinSignIn(userId: string, pinSignIn: boolean): Promise<void> {
    await this.users.update({ id: userId }, { pinSignIn });
  }

  /** The body weight in kg the profile holds, or null (no profile, or no weight given). */
  async findWeight(userId: string): Promise<number | null> {
    const row = await this.profiles.findOne({ select: { userId: true, weight: true }, where: { userId } });
    return row?.weight ?? null;
  }
}
