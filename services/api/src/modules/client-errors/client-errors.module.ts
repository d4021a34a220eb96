import { Module } from '@nestjs/common';
import { ClientErrorsController } from './client-errors.controller';
import { ClientErrorsService } from './client-errors.service';

/** Reports of the browser about its own failures: rate-limited, logged as JSON, never stored. */
@Module({
  controllers: [ClientErrorsController],
  providers: [ClientErrorsService],
})
export class ClientErrorsModule {}
