import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { endpoints, type ErgonomicStretch } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';

@Controller()
@UseGuards(SignedInGuard)
export class StretchesController {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  @Get(endpoints.listErgonomicStretches.path)
  list(@Query(zod(endpoints.listErgonomicStretches.query)) q: { category?: string }): Promise<ErgonomicStretch[]> {
    return this.ds.query(
      `SELECT id, name, description, category, duration, target_muscles AS "targetMuscles", instructions, benefits,
              image_url AS "imageUrl", calories_burned AS "caloriesBurned"
       FROM ergonomic_stretches WHERE ($1::text IS NULL OR category = $1) ORDER BY category, name`,
      [q.category ?? null],
    );
  }
}
