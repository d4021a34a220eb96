import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every entity of spec section 3, plus sessions and login attempts. gen_random_uuid() is core PostgreSQL (and PGlite). */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(254) NOT NULL UNIQUE,
        email varchar(254) NOT NULL,
        pin_hash varchar(200) NOT NULL,
        first_name varchar(80),
        last_name varchar(80),
        profile_image_url varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        name varchar(80),
        profile_image_url varchar(500),
        height double precision,
        weight double precision,
        age int,
        sex varchar(10),
        gender varchar(10),
        goal_weight double precision,
        date_of_birth date,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE nutrition_goals (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        calorie_goal int NOT NULL,
        protein_goal int NOT NULL,
        carb_goal int NOT NULL,
        fat_goal int NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE food_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        food_name varchar(200) NOT NULL,
        meal_type varchar(10) NOT NULL CHECK (meal_type IN ('breakfast','lunch','dinner','snack')),
        calories double precision NOT NULL CHECK (calories >= 0),
        protein double precision NOT NULL DEFAULT 0 CHECK (protein >= 0),
        carbs double precision NOT NULL DEFAULT 0 CHECK (carbs >= 0),
        fat double precision NOT NULL DEFAULT 0 CHECK (fat >= 0),
        image_url varchar(500),
        analysis_method varchar(10) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX food_entries_user_created_idx ON food_entries (user_id, created_at)`);
    await q.query(`
      CREATE TABLE exercise_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        exercise_type varchar(20) NOT NULL,
        name varchar(200) NOT NULL,
        duration double precision NOT NULL CHECK (duration >= 0),
        intensity varchar(10),
        calories_burned double precision NOT NULL CHECK (calories_burned >= 0),
        description text,
        metadata jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX exercise_entries_user_created_idx ON exercise_entries (user_id, created_at)`);
    await q.query(`
      CREATE TABLE ergonomic_stretches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(120) NOT NULL UNIQUE,
        description text NOT NULL,
        category varchar(20) NOT NULL CHECK (category IN ('neck','hand_wrist','torso','hip','knee_ankle')),
        duration int NOT NULL CHECK (duration BETWEEN 30 AND 90),
        target_muscles jsonb NOT NULL,
        instructions text NOT NULL,
        benefits text NOT NULL,
        image_url varchar(500),
        calories_burned double precision NOT NULL
      )`);
    await q.query(`CREATE INDEX ergonomic_stretches_category_idx ON ergonomic_stretches (category)`);
    await q.query(`
      CREATE TABLE community_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL,
        image_url varchar(500),
        food_entry_id uuid REFERENCES food_entries(id) ON DELETE SET NULL,
        likes_count int NOT NULL DEFAULT 0,
        comments_count int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX community_posts_created_idx ON community_posts (created_at)`);
    await q.query(`
      CREATE TABLE post_likes (
        post_id uuid NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE post_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX post_comments_post_created_idx ON post_comments (post_id, created_at)`);
    await q.query(`
      CREATE TABLE health_integrations (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        platform varchar(20) NOT NULL CHECK (platform IN ('apple_health','google_fit')),
        connected boolean NOT NULL DEFAULT false,
        last_sync timestamptz,
        sync_data jsonb,
        PRIMARY KEY (user_id, platform)
      )`);
    await q.query(`
      CREATE TABLE nutrition_personalities (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        personality_type varchar(20) NOT NULL CHECK (personality_type IN ('macro_master','wellness_warrior','flexible_foodie')),
        quiz_answers jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The express-session store's table (connect-pg-simple's layout).
    await q.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX session_expire_idx ON session (expire)`);
    await q.query(`
      CREATE TABLE login_attempts (
        username varchar(254) PRIMARY KEY,
        failures int NOT NULL DEFAULT 0,
        lock_level int NOT NULL DEFAULT 0,
        locked_until timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'login_attempts',
      'session',
      'nutrition_personalities',
      'health_integrations',
      'post_comments',
      'post_likes',
      'community_posts',
      'ergonomic_stretches',
      'exercise_entries',
      'food_entries',
      'nutrition_goals',
      'profiles',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
