// No Docker engine runs on the development machines, so these checks keep the Dockerfile and
// the compose file honest without one: every service has an image stage and a compose entry,
// every path the Dockerfile copies exists, and each container starts the file its build makes;
// and the two Redis (issue 26): state append-only on a volume and never evicting, the page
// cache bounded and evicting with nothing on disk, each service pointed at the right one.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const dockerfile = readFileSync(path.join(ROOT, 'deploy/docker/Dockerfile'), 'utf8');
// Merge keys resolved: each service's environment as its container gets it.
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<
    string,
    {
      build?: { dockerfile: string; target: string; args?: Record<string, string> };
      command?: string[];
      volumes?: string[];
      environment?: Record<string, string>;
      depends_on?: Record<string, unknown>;
    }
  >;
  volumes?: Record<string, unknown>;
};
const services = readdirSync(path.join(ROOT, 'services')).filter((d) =>
  existsSync(path.join(ROOT, 'services', d, 'package.json')),
);

/** The lines of one stage of the Dockerfile. */
function stage(name: string): string[] {
  const lines = dockerfile.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^FROM \\S+ AS ${name}$`).test(l));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith('FROM '));
  return lines.slice(start, end < 0 ? undefined : end);
}

describe('deployment definitions', () => {
  it('finds the services of the repo', () => {
    expect(services).toEqual(expect.arrayContaining(['gateway', 'render', 'content']));
  });

  it.each(services)('%s has a runtime stage that starts its built main file', (service) => {
    const lines = stage(service);
    expect(lines.length).toBeGreaterThan(0);
    const pkg = JSON.parse(
      readFileSync(path.join(ROOT, 'services', service, 'package.json'), 'utf8'),
    );
    expect(lines.join('\n')).toContain(`CMD ["node", "services/${service}/${pkg.main}"]`);
    expect(lines[0]).toMatch(/^FROM runtime AS /);
  });

  it.each(services)('%s is a compose service built from its own stage', (service) => {
    const entry = compose.services[service];
    expect(entry?.build).toEqual({
      context: '.',
      dockerfile: 'deploy/docker/Dockerfile',
      target: service,
      // The Dockerfile's default base unless NODE_IMAGE says otherwise.
      args: { NODE_IMAGE: '${NODE_IMAGE:-node:20-bookworm-slim}' },
    });
    expect(entry.environment?.PORT).toMatch(/^\d+$/);
  });

  it('copies only paths that exist in the repo', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      m[1].split(/\s+/),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(existsSync(path.join(ROOT, source))).toBe(true);
  });

  // The web build runs ../scripts/bundle-size.mjs; the build stage once lacked it (CI, stop 41).
  it('gives the build stage every file outside a package that a build script runs', () => {
    const copied = stage('build')
      .flatMap((l) => /^COPY (?!--from)(.+) (\S+)$/.exec(l)?.[1].split(/\s+/) ?? [])
      .map((p) => p.replace(/\/$/, ''));
    const packages = ['web', ...services.map((s) => `services/${s}`)];
    const outside = packages.flatMap((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
      const build: string = pkg.scripts?.build ?? '';
      return [...build.matchAll(/(?:^|\s)(\.\.\/\S+)/g)].map((m) =>
        path.relative(ROOT, path.resolve(ROOT, dir, m[1])),
      );
    });
    expect(outside).toContain('scripts/bundle-size.mjs');
    for (const file of outside) {
      expect(copied.some((c) => file === c || file.startsWith(`${c}/`))).toBe(true);
      // Its relative imports too.
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of source.matchAll(/^import .* from '(\.\.?\/[^']+)';$/gm)) {
        const imported = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), m[1]));
        expect(copied.some((c) => imported === c || imported.startsWith(`${c}/`))).toBe(true);
      }
    }
  });

  it('runs as a numeric non-root user (runAsNonRoot can check it) and declares a health check', () => {
    const runtime = stage('runtime').join('\n');
    expect(runtime).toMatch(/^USER 1000:1000$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n\s+CMD \["node", "\/app\/healthcheck.mjs"\]$/m);
  });

  it('starts services only after what they call is healthy', () => {
    expect(Object.keys(compose.services.gateway.depends_on ?? {})).toEqual(
      expect.arrayContaining(['render', 'content']),
    );
    expect(Object.keys(compose.services.render.depends_on ?? {})).toContain('content');
  });
});

/** The `--name value` pairs of a redis-server command. */
function redisFlags(command: string[] = []): Record<string, string> {
  expect(command[0]).toBe('redis-server');
  const flags: Record<string, string> = {};
  for (let i = 1; i < command.length; i += 2) flags[command[i].replace(/^--/, '')] = command[i + 1];
  return flags;
}

describe('the two Redis of the compose file', () => {
  const state = compose.services['redis-state'];
  const cache = compose.services['redis-cache'];

  it('keeps state in an append-only file on a named volume, never evicting', () => {
    expect(redisFlags(state?.command)).toMatchObject({
      appendonly: 'yes',
      appendfsync: 'everysec',
      'maxmemory-policy': 'noeviction',
    });
    const [volume] = state.volumes ?? [];
    expect(volume).toMatch(/^[\w-]+:\/data$/);
    expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(':')[0]);
  });

  it('bounds the page cache, evicting the least recently used, with nothing on disk', () => {
    const flags = redisFlags(cache?.command);
    expect(flags).toMatchObject({ 'maxmemory-policy': 'allkeys-lru', save: '', appendonly: 'no' });
    expect(flags.maxmemory).toMatch(/^\d+(mb|gb)$/);
    expect(cache.volumes).toBeUndefined();
    expect(compose.services.redis).toBeUndefined();
  });

  it('gives every service the state Redis as REDIS_URL and waits for it', () => {
    const users = Object.entries(compose.services).filter(
      ([, entry]) => entry.environment?.REDIS_URL,
    );
    expect(users.map(([name]) => name)).toEqual(expect.arrayContaining(services));
    for (const [name, entry] of users) {
      expect([name, entry.environment!.REDIS_URL]).toEqual([name, 'redis://redis-state:6379']);
    }
    for (const name of [
      'gateway',
      'warmer',
      'identity',
      'newsletter-proxy',
      'vanity',
      'experiments',
    ]) {
      expect([name, Object.keys(compose.services[name].depends_on ?? {})]).toEqual([
        name,
        expect.arrayContaining(['redis-state']),
      ]);
    }
  });

  it('gives the users of the page cache the cache Redis as PAGE_CACHE_REDIS_URL', () => {
    for (const name of ['gateway', 'warmer']) {
      const entry = compose.services[name];
      expect([name, entry.environment?.PAGE_CACHE_REDIS_URL]).toEqual([
        name,
        'redis://redis-cache:6379',
      ]);
      expect([name, Object.keys(entry.depends_on ?? {})]).toEqual([
        name,
        expect.arrayContaining(['redis-cache']),
      ]);
    }
  });
});
