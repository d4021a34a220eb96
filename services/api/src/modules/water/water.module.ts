import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { WaterController } from './water.controller';
import { WaterRepository } from './water.repository';
import { WaterService } from './water.service';

@Module({
  imports: [UsersModule],
  controllers: [WaterController],
  providers: [WaterService, WaterRepository],
})
export class WaterModule {}
