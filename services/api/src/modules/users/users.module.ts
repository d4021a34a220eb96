import { Module } from '@nestjs/common';
import { UserProfileController } from './user-profile.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({ controllers: [UserProfileController], providers: [UsersRepository, UsersService], exports: [UsersService] })
export class UsersModule {}
