import { Inject, Injectable } from '@nestjs/common';
import type { ErgonomicStretch } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { ErgonomicStretchEntity } from './ergonomic-stretch.entity';

export type NewStretch = Omit<ErgonomicStretch, 'id' | 'imageUrl'>;

const toStretch = (s: ErgonomicStretchEntity): ErgonomicStretch => ({
  id: s.id,
  name: s.name,
  description: s.description,
  category: s.category,
  duration: s.duration,
  targetMuscles: s.targetMuscles,
  instructions: s.instructions,
  benefits: s.benefits,
  imageUrl: s.imageUrl,
  caloriesBurned: s.caloriesBurned,
  serves: s.serves,
  loads: s.loads,
});

@Injectable()
export class StretchesRepository {
  private readonly stretches;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.stretches = ds.getRepository(ErgonomicStretchEntity);
  }

  /** Every stretch, or one category's, by category then name. */
  async list(category?: ErgonomicStretch['category']): Promise<ErgonomicStretch[]> {
    const rows = await this.stretches.find({
      where: category ? { category } : {},
      order: { category: 'ASC', name: 'ASC' },
    });
    return rows.map(toStretch);
  }

  /** The seed: stretches are matched by name, so running it again updates them in place. */
  async upsertByName(stretches: readonly NewStretch[]): Promise<void> {
    await this.stretches.upsert(
      stretches.map((s) => ({ ...s })),
      ['name'],
    );
  }
}
