#!/bin/sh
# Runs once, when the postgres container first starts on an empty data volume
# (/docker-entrypoint-initdb.d). Creates the taishan database and, per service, a login role that
# owns the schema of the same name and can do nothing else there (ARCHITECTURE.md: one schema and
# one role per service). Safe to run again by hand: every step checks before it creates.
#
# A service's role password comes from <NAME>_DB_PASSWORD in this container's environment
# (AUTH_DB_PASSWORD for auth); docker-compose.yml passes the same value into that service's
# DATABASE_URL. A new service is one `service_role <name>` line below plus that variable.
set -eu

DB="${TAISHAN_DB:-taishan}"

run_psql() {
  psql -v ON_ERROR_STOP=1 --no-psqlrc --quiet --username "${POSTGRES_USER:-postgres}" "$@"
}

run_psql --dbname postgres -v db="$DB" <<'SQL'
select format('create database %I', :'db')
 where not exists (select from pg_database where datname = :'db') \gexec
-- Only the service roles (granted below) may connect to it.
revoke all on database :"db" from public;
SQL

service_role() {
  name="$1"
  var="$(printf '%s' "$name" | tr '[:lower:]-' '[:upper:]_')_DB_PASSWORD"
  eval "password=\${$var:-}"
  if [ -z "$password" ]; then
    echo "10-taishan.sh: $var is not set; cannot create the $name role" >&2
    exit 1
  fi
  run_psql --dbname "$DB" -v db="$DB" -v role="$name" -v password="$password" <<'SQL'
select format('create role %I login', :'role')
 where not exists (select from pg_roles where rolname = :'role') \gexec
alter role :"role" with login password :'password' nosuperuser nocreatedb nocreaterole;
grant connect on database :"db" to :"role";
create schema if not exists :"role" authorization :"role";
alter schema :"role" owner to :"role";
SQL
  echo "10-taishan.sh: role and schema $name ready in $DB"
}

service_role auth
service_role chat
service_role wallet
service_role verification
# service_role activities
