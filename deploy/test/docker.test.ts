// No Docker engine runs on the development machines, so these checks keep the Dockerfile and
// the compose file honest without one: every service has an image stage and a compose entry,
// every path the Dockerfile copies exists, and each container starts the file its build makes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const dockerfile = readFileSync(path.join(ROOT, 'deploy/docker/Dockerfile'), 'utf8');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      build?: { dockerfile: string; target: string };
      environment?: Record<string, string>;
      depends_on?: Record<string, unknown>;
    }
  >;
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

  it('runs as a non-root user and declares a health check', () => {
    const runtime = stage('runtime').join('\n');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('/health/live');
  });

  it('starts services only after what they call is healthy', () => {
    expect(Object.keys(compose.services.gateway.depends_on ?? {})).toEqual(
      expect.arrayContaining(['render', 'content']),
    );
    expect(Object.keys(compose.services.render.depends_on ?? {})).toContain('content');
    expect(compose.services.redis).toBeDefined();
  });
});
