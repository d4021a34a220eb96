import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttemptsRepository } from './login-attempts.repository';
import { LoginDevicesRepository } from './login-devices.repository';
import { LoginPruner } from './login-pruner';
import { LoginThrottle } from './login-throttle';
import { SessionStore } from './session.store';
import { SessionsRepository } from './sessions.repository';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginThrottle,
    LoginAttemptsRepository,
    LoginDevicesRepository,
    LoginPruner,
    SessionsRepository,
    SessionStore,
  ],
  exports: [AuthService, SessionStore],
})
export class AuthModule {}
