import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SsoModule } from '../sso/sso.module';
import { UsersModule } from '../users/users.module';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyStrategy } from './passkey.strategy';
import { PasskeysController } from './passkeys.controller';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';

@Module({
  imports: [AuthModule, UsersModule, SsoModule],
  controllers: [PasskeysController],
  providers: [PasskeysService, PasskeysRepository, PasskeyChallenges, PasskeyStrategy],
  exports: [PasskeysService],
})
export class PasskeysModule {}
