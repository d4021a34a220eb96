import * as argon2 from 'argon2';
import { DEMO_ACCOUNTS } from '@chairside/contracts';
import type { DataSource } from 'typeorm';
import { ERGONOMIC_STRETCHES } from './seeds/ergonomic-stretches';

/** Idempotent: stretches are upserted by name, demo accounts created when missing. */
export async function seed(ds: DataSource, options: { demoAccounts: boolean }): Promise<void> {
  for (const st of ERGONOMIC_STRETCHES) {
    await ds.query(
      `INSERT INTO ergonomic_stretches (name, description, category, duration, target_muscles, instructions, benefits, calories_burned)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description, category = EXCLUDED.category,
         duration = EXCLUDED.duration, target_muscles = EXCLUDED.target_muscles, instructions = EXCLUDED.instructions,
         benefits = EXCLUDED.benefits, calories_burned = EXCLUDED.calories_burned`,
      [
        st.name,
        st.description,
        st.category,
        st.duration,
        JSON.stringify(st.targetMuscles),
        st.instructions,
        st.benefits,
        st.caloriesBurned,
      ],
    );
  }
  if (!options.demoAccounts) return;
  for (const demo of DEMO_ACCOUNTS) {
    const [first, ...rest] = demo.name.split(' ');
    const rows: { id: string }[] = await ds.query(
      `INSERT INTO users (username, email, pin_hash, first_name, last_name) VALUES ($1, $1, $2, $3, $4)
       ON CONFLICT (username) DO NOTHING RETURNING id`,
      [demo.username, await argon2.hash(demo.pin), first, rest.join(' ') || null],
    );
    if (rows[0]) await ds.query(`INSERT INTO profiles (user_id, name) VALUES ($1, $2)`, [rows[0].id, demo.name]);
  }
}
