// Each service's image and its running container (issue 31): the application layers (all but
// the Node base) within 120 MB; a numeric non-root user (so Kubernetes' runAsNonRoot can check
// it); a HEALTHCHECK that turns healthy; a root filesystem that refuses writes; and only that
// service's dependencies (no other service's packages ride along).
import { execFileSync, spawnSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { readStack, skipReason, type Stack } from './stack';
import { SERVICES } from '../support/services';

/** Packages only some services use, with those services: no other image carries them. */
const OWN_PACKAGES: Record<string, string[]> = {
  'oidc-provider': ['identity'],
  '@bull-board/api': ['warmer'],
  sharp: ['content'],
  'react-dom': ['render', 'identity'],
  bullmq: ['vanity', 'warmer'],
};

let stack: Stack;
test.beforeAll(() => {
  test.skip(!!skipReason(), skipReason());
  stack = readStack();
});

function engine(args: string[]): { status: number; out: string } {
  const result = spawnSync(stack.engine, args, { encoding: 'utf8', timeout: 30_000 });
  return { status: result.status ?? 1, out: `${result.stdout}${result.stderr}`.trim() };
}

const container = (service: string) => `bytewire-ct-${service}`;

for (const service of SERVICES) {
  test.describe(service, () => {
    test('its application layers are within 120 MB', () => {
      const { app, total, base } = stack.images[service];
      test.info().annotations.push({
        type: 'size',
        description: `${(app / 1e6).toFixed(1)} MB of application (image ${(total / 1e6).toFixed(1)} MB, base ${(base / 1e6).toFixed(1)} MB), budget ${(stack.appLayersBudgetBytes / 1e6).toFixed(0)} MB`,
      });
      expect(app).toBeGreaterThan(0);
      expect(app).toBeLessThanOrEqual(stack.appLayersBudgetBytes);
      // The target (120 MB), held here too: loosening the constant fails this.
      expect(stack.appLayersBudgetBytes).toBe(120e6);
    });

    test('it runs as user 1000 with a HEALTHCHECK that turns healthy', async () => {
      type Check = { Test?: string[] };
      const [image] = JSON.parse(
        execFileSync(stack.engine, ['image', 'inspect', stack.images[service].image]).toString(),
      ) as { Config: { User?: string; Healthcheck?: Check }; Healthcheck?: Check }[];
      expect(image.Config.User).toBe('1000:1000');
      // docker reports the check in Config; podman beside it.
      const check = image.Config.Healthcheck ?? image.Healthcheck;
      expect(check?.Test?.join(' ')).toContain('/app/healthcheck.mjs');
      expect(engine(['exec', container(service), 'id', '-u']).out).toBe('1000');
      // The image's own check, run by the engine: on demand with podman (no systemd timer
      // here), on its interval with docker.
      const healthy = () =>
        stack.engine === 'podman'
          ? engine(['healthcheck', 'run', container(service)]).status === 0
          : engine(['inspect', '--format', '{{.State.Health.Status}}', container(service)]).out ===
            'healthy';
      await expect.poll(healthy, { timeout: 30_000 }).toBe(true);
    });

    test('its root filesystem refuses writes', () => {
      const inspect = engine([
        'container',
        'inspect',
        '--format',
        '{{.HostConfig.ReadonlyRootfs}}',
        container(service),
      ]);
      expect(inspect.out).toBe('true');
      const write = engine(['exec', container(service), 'sh', '-c', 'echo x > /app/probe']);
      expect(write.status).not.toBe(0);
      expect(write.out).toMatch(/Read-only file system/);
    });

    test("it carries no other service's own packages", () => {
      for (const [pkg, owners] of Object.entries(OWN_PACKAGES)) {
        const found = engine(['exec', container(service), 'test', '-d', `node_modules/${pkg}`]);
        if (owners.includes(service)) expect(found.status, `${pkg} in ${service}`).toBe(0);
        else expect(found.status, `${pkg} in ${service}`).not.toBe(0);
      }
    });
  });
}
