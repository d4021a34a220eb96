import { Controller, Get } from '@nestjs/common';
import { buildOpenApi } from './openapi';

@Controller()
export class DocsController {
  private readonly document = buildOpenApi();

  @Get('/api/docs')
  docs(): Record<string, unknown> {
    return this.document;
  }
}
