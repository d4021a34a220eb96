import { Module } from '@nestjs/common';
import { UserProfileController } from './user-profile.controller';
import { UsersRepository } from './users.repository';

@Module({ controllers: [UserProfileController], providers: [UsersRepository], exports: [UsersRepository] })
export class UsersModule {}
