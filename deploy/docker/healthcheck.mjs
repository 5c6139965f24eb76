// The image's health check (HEALTHCHECK, and docker-compose.yml's healthcheck): exits 0 when the
// service answers GET /health/live on its PORT within 3 s, 1 otherwise. A file rather than an
// inline `node -e '…'`: podman-compose re-quotes a healthcheck's arguments for a shell, which
// breaks quoted JavaScript.
const port = process.env.PORT;
fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(3000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
