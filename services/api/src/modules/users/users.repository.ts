import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProfileEntity } from './profile.entity';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  pinHash: string;
  name: string;
}

@Injectable()
export class UsersRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  findWithProfile(id: string): Promise<UserEntity | null> {
    return this.ds.getRepository(UserEntity).findOne({ where: { id }, relations: { profile: true } });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.ds.getRepository(UserEntity).findOne({ where: { username }, relations: { profile: true } });
  }

  /** Creates the user and an empty profile together; null when the username is taken. */
  async create(input: NewUser): Promise<UserEntity | null> {
    const [first, ...rest] = input.name.split(/\s+/);
    return this.ds.transaction(async (m) => {
      const inserted: { id: string }[] = await m.query(
        `INSERT INTO users (username, email, pin_hash, first_name, last_name) VALUES ($1, $1, $2, $3, $4)
         ON CONFLICT (username) DO NOTHING RETURNING id`,
        [input.email, input.pinHash, first ?? null, rest.join(' ') || null],
      );
      const id = inserted[0]?.id;
      if (!id) return null;
      await m.query(`INSERT INTO profiles (user_id, name) VALUES ($1, $2)`, [id, input.name]);
      return m.getRepository(UserEntity).findOne({ where: { id }, relations: { profile: true } });
    });
  }

  async findProfile(userId: string): Promise<ProfileEntity> {
    const repo = this.ds.getRepository(ProfileEntity);
    return (await repo.findOneBy({ userId })) ?? repo.save(repo.create({ userId }));
  }

  async updateProfile(userId: string, changes: Partial<ProfileEntity>): Promise<ProfileEntity> {
    const repo = this.ds.getRepository(ProfileEntity);
    const current = await this.findProfile(userId);
    return repo.save(repo.merge(current, changes));
  }
}
