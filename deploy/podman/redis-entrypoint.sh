#!/bin/sh
# The entry point of the Redis image the container suite makes from Debian's redis-server when
# redis:7-alpine cannot be pulled (scripts/lib/containers.mjs), as the official image's: options
# alone (Kubernetes' `args: [--appendonly, "yes"]`) are redis-server's; a command runs as given.
case "$1" in
  -*) set -- redis-server "$@" ;;
esac
exec "$@"
