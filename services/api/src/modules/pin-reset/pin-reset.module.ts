import { Module } from '@nestjs/common';
import { Mailer } from '../../common/mailer';
import { AuthModule } from '../auth/auth.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { UsersModule } from '../users/users.module';
import { PinResetController } from './pin-reset.controller';
import { PinResetService } from './pin-reset.service';
import { PinResetsRepository } from './pin-resets.repository';

@Module({
  imports: [AuthModule, UsersModule, PasskeysModule],
  controllers: [PinResetController],
  providers: [PinResetService, PinResetsRepository, Mailer],
  exports: [PinResetService],
})
export class PinResetModule {}
