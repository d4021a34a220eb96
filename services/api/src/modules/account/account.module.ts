import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';

@Module({ imports: [AuthModule], controllers: [AccountController], providers: [AccountRepository] })
export class AccountModule {}
