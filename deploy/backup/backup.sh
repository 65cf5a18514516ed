#!/bin/sh
# Compose's `backup` service (README, "Backups"): a pg_dump -Fc of Central's database every night at BACKUP_AT
# (UTC) into /backups/central-YYYY-MM-DDTHHMM.dump, the first one at once when the volume has none; dumps older
# than 14 days are deleted. Each dump's size is logged. /tmp/last-success is touched after every good dump (and at
# start), so the health check turns unhealthy when no dump succeeded for 26 hours.
# Connection from the environment: PGHOST, PGUSER, PGDATABASE, PGPASSWORD.
set -u
BACKUP_AT="${BACKUP_AT:-03:00}"
KEEP_DAYS=14

dump() {
  file="/backups/central-$(date -u +%Y-%m-%dT%H%M).dump"
  if pg_dump --format=custom --file="$file.partial"; then
    mv "$file.partial" "$file"
    touch /tmp/last-success
    echo "backup: wrote $file ($(du -h "$file" | cut -f1))"
  else
    rm -f "$file.partial"
    echo "backup: pg_dump failed; the previous dumps are kept" >&2
  fi
  # -mtime +13: 14 days old or more, so the last 14 nightly dumps stay.
  find /backups -name 'central-*.dump' -mtime +$((KEEP_DAYS - 1)) -print -delete | sed 's/^/backup: deleted /'
}

seconds_until_next() {
  now=$(date -u +%s)
  next=$(date -u -d "$(date -u +%F) $BACKUP_AT" +%s)
  [ "$next" -gt "$now" ] || next=$((next + 86400))
  echo $((next - now))
}

touch /tmp/last-success
ls /backups/central-*.dump >/dev/null 2>&1 || dump
while true; do
  sleep "$(seconds_until_next)"
  dump
done
