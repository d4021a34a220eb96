#!/bin/sh
# Runs once, when the postgres container initialises an empty data volume (docker-entrypoint-initdb.d).
# The apps connect as `chairside` (APP_DB_USER), the owner of the chairside database and its public schema: it can
# run the migrations and nothing outside its database. The superuser password stays with whoever
# deploys (POSTGRES_PASSWORD), never in the apps' environment.
set -eu
: "${APP_DB_PASSWORD:?set APP_DB_PASSWORD}"
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_user="${APP_DB_USER:-chairside}" -v app_password="$APP_DB_PASSWORD" -v db="$POSTGRES_DB" <<'SQL'
CREATE ROLE :"app_user" LOGIN PASSWORD :'app_password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
ALTER DATABASE :"db" OWNER TO :"app_user";
ALTER SCHEMA public OWNER TO :"app_user";
REVOKE CONNECT ON DATABASE :"db" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"db" TO :"app_user";
SQL
