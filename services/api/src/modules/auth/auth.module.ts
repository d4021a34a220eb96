import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttemptsRepository } from './login-attempts.repository';
import { LoginDevicesRepository } from './login-devices.repository';
import { LoginPruner } from './login-pruner';
import { LoginThrottle } from './login-throttle';
import { PinStrategy } from './passport/pin.strategy';
import { SignInFlows } from './passport/sign-in-flows';
import { SessionStore } from './session.store';
import { SessionsRepository } from './sessions.repository';
import { SignInService } from './sign-in.service';

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
    SignInService,
    SignInFlows,
    PinStrategy,
  ],
  exports: [AuthService, SessionStore, SignInService, SignInFlows, LoginThrottle],
})
export class AuthModule {}
