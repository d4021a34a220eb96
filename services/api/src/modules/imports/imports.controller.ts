import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-fastify/multipart';
import {
  endpoints,
  IMPORT_LIMITS,
  IMPORT_UPLOAD_FIELD,
  type CreateImportRequest,
  type ImportPreview,
  type ImportStatus,
} from '@chairside/contracts';
import type { z } from 'zod';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ImportsService } from './imports.service';

/** The part of an uploaded file we read (the interceptor's memory storage fills `buffer`). */
interface UploadedFile {
  originalname?: string;
  filename?: string;
  buffer: Buffer;
}

/** The exports are kept in memory, each bounded; the two text fields are short. */
const CSV_UPLOAD = FilesInterceptor(IMPORT_UPLOAD_FIELD, IMPORT_LIMITS.maxFiles, {
  limits: {
    fileSize: IMPORT_LIMITS.maxFileBytes,
    files: IMPORT_LIMITS.maxFiles,
    fields: 4,
    fieldSize: 128,
    parts: IMPORT_LIMITS.maxFiles + 4,
  },
});

@Controller()
@UseGuards(SignedInGuard)
export class ImportsController {
  constructor(@Inject(ImportsService) private readonly imports: ImportsService) {}

  @Post(endpoints.createImport.path)
  @HttpCode(201)
  @UseInterceptors(CSV_UPLOAD)
  preview(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createImport.body)) body: z.output<typeof CreateImportRequest>,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<ImportPreview> {
    const csv = (files ?? []).map((f) => ({ name: f.originalname ?? f.filename ?? 'file.csv', bytes: f.buffer }));
    return this.imports.preview(user.id, body, csv);
  }

  @Post(endpoints.startImport.path)
  @HttpCode(202)
  start(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.startImport.params)) p: { id: string },
  ): Promise<ImportStatus> {
    return this.imports.start(user.id, p.id);
  }

  @Get(endpoints.importStatus.path)
  status(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.importStatus.params)) p: { id: string },
  ): Promise<ImportStatus> {
    return this.imports.status(user.id, p.id);
  }
}
