import { Controller, Get } from '@nestjs/common';
import { buildOpenApi } from './openapi';
import { Public } from '../../common/session-user';

/** Public: the API's description (OpenAPI), with no user data in it. */
@Public()
@Controller()
export class DocsController {
  private readonly document = buildOpenApi();

  @Get('/api/docs')
  docs(): Record<string, unknown> {
    return this.document;
  }
}
