import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiException } from './api-exception';

/** Validates a body, query or param with its schema from libs/contracts; a 400 names the field. */
class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors = result.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message }));
    const first = errors[0]!;
    throw ApiException.badRequest(`${first.path}: ${first.message}`, errors);
  }
}

export const zod = <S extends z.ZodType>(schema: S) => new ZodPipe(schema);
