// The Kubernetes dev overlay's pod specs run by `podman kube play` (issue 31, point 4), last in
// the container suite: `kubectl kustomize deploy/k8s/overlays/dev` rendered, each workload's
// pod template played as a pod (scripts/lib/kube-play.mjs says what stands in for the cluster
// around the specs) with the suite's images, the ConfigMap as rendered and a Secret of
// development keys. The test then does the kubelet's part: it runs each container's startup,
// readiness and liveness probes as declared (HTTP, TCP, exec), checks each security context in
// the running container, serves the site through the gateway pod, and ends each pod as the
// kubelet would (preStop, then SIGTERM within the grace period). The pods' logs:
// test-output/containers/kube.log. What only a real cluster shows: docs/operations.md.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments, stringify } from 'yaml';
import { expect, test } from '../support/test';
import { readStack, skipReason, type Stack } from './stack';

const ROOT = path.resolve(__dirname, '../..');
const PREFIX = 'bytewire-kube-ct';
const NETWORK = PREFIX;
const SECRET = `${PREFIX}-secrets`;
const execFileAsync = promisify(execFile);

// Rendered manifests, as parsed: only their documented fields are read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = Record<string, any>;
interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
  exec?: { command: string[] };
  periodSeconds?: number;
  timeoutSeconds?: number;
  failureThreshold?: number;
}
interface ContainerSpec {
  name: string;
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  resources?: { limits?: { memory?: string } };
  volumeMounts?: { mountPath: string; name: string }[];
}
interface PlayedPod {
  workload: string;
  name: string;
  address: string;
  doc: { spec: { securityContext?: { runAsUser?: number; runAsNonRoot?: boolean } } };
  containers: {
    name: string;
    container: string;
    spec: ContainerSpec;
    ports: Record<string, number>;
  }[];
  volumes: string[];
  terminationGracePeriodSeconds: number;
}

let stack: Stack;
let pods: PlayedPod[] = [];
let dir = '';
let gatewayPort = 0;
let publicHost = '';

function engine(args: string[], timeoutMs = 60_000) {
  const result = spawnSync(stack.engine, args, { encoding: 'utf8', timeout: timeoutMs });
  return { status: result.status ?? 1, out: `${result.stdout}${result.stderr}`.trim() };
}

/** One try of a probe, as the kubelet runs it: true when it passes within its timeout. */
async function probeOnce(probe: Probe, ports: Record<string, number>, container: string) {
  const timeoutMs = (probe.timeoutSeconds ?? 1) * 1000;
  if (probe.httpGet) {
    const port = ports[String(probe.httpGet.port)];
    const res = await fetch(`http://127.0.0.1:${port}${probe.httpGet.path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    }).catch(() => null);
    await res?.body?.cancel();
    return !!res && res.status >= 200 && res.status < 400;
  }
  if (probe.tcpSocket) {
    const port = ports[String(probe.tcpSocket.port)];
    return new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, timeout: timeoutMs });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
    });
  }
  if (probe.exec) {
    return engine(['exec', container, ...probe.exec.command], timeoutMs + 5000).status === 0;
  }
  throw new Error(`a probe of ${container} that the test cannot run: ${JSON.stringify(probe)}`);
}

/** Polls a probe every period until it passes; fails after `withinMs`. */
async function probeUntil(
  kind: string,
  probe: Probe,
  ports: Record<string, number>,
  container: string,
  withinMs: number,
) {
  const periodMs = (probe.periodSeconds ?? 10) * 1000;
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await probeOnce(probe, ports, container)) return;
    if (Date.now() > deadline) throw new Error(`${container}: the ${kind} probe never passed`);
    await new Promise((r) => setTimeout(r, Math.min(periodMs, 2000)));
  }
}

/** GET through the gateway pod as a reader of the overlay's host name would. */
function viaGateway(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: gatewayPort, path: pathname, headers: { host: publicHost } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${pathname} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

const MEMORY_UNITS: Record<string, number> = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 };
const bytes = (quantity: string) => {
  const [, n, unit] = quantity.match(/^(\d+)(Ki|Mi|Gi)$/) ?? [];
  if (!n) throw new Error(`a memory quantity the test does not read: ${quantity}`);
  return Number(n) * MEMORY_UNITS[unit];
};

function cleanUp() {
  for (const pod of pods) engine(['pod', 'rm', '--force', pod.name]);
  for (const volume of pods.flatMap((p) => p.volumes)) engine(['volume', 'rm', '--force', volume]);
  engine(['network', 'rm', '--force', NETWORK]);
  engine(['secret', 'rm', SECRET]);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(!!skipReason(), skipReason());
  stack = readStack();
  test.skip(stack.engine !== 'podman', 'pod specs are played by podman (kube play)');
  const rendered = spawnSync('kubectl', ['kustomize', 'deploy/k8s/overlays/dev'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  test.skip(rendered.error !== undefined, 'kubectl is not installed (it renders the overlay)');
  expect(rendered.status, rendered.stderr).toBe(0);
  test.setTimeout(300_000);

  const objects = parseAllDocuments(rendered.stdout).map((d) => d.toJS()) as Manifest[];
  const containers = await import('../../scripts/lib/containers.mjs');
  const { podsForKubePlay } = await import('../../scripts/lib/kube-play.mjs');
  const { freePorts } = await import('../../scripts/lib/ports.mjs');
  const { composeSecrets } = await import('../../scripts/compose-env.mjs');
  const redisImage = containers.ensureRedisImage(stack.engine);

  // Left by a run that was cut short: the pods are named from the manifests, so clean by name.
  for (const o of objects) engine(['pod', 'rm', '--force', `${PREFIX}-${o.metadata?.name}`]);
  engine(['network', 'rm', '--force', NETWORK]);
  engine(['secret', 'rm', SECRET]);

  expect(engine(['network', 'create', NETWORK]).status).toBe(0);
  const subnet = engine([
    'network',
    'inspect',
    '--format',
    '{{range .Subnets}}{{.Subnet}}{{end}}',
    NETWORK,
  ]).out;
  const [, prefix] = subnet.match(/^(\d+\.\d+\.\d+)\.0\/24$/) ?? [];
  expect(prefix, `a /24 network (${subnet})`).toBeTruthy();

  // A free loopback port for every container port of every workload.
  const portCount = objects
    .filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet')
    .flatMap((o) => o.spec.template.spec.containers)
    .flatMap((c) => c.ports ?? []).length;
  const free = Object.values(
    await freePorts(Array.from({ length: portCount }, (_, i) => `port${i}`)),
  ) as number[];
  const played = podsForKubePlay(objects, {
    prefix: PREFIX,
    addressOf: (i: number) => `${prefix}.${10 + i}`,
    image: (image: string) => {
      const own = image.match(/^bytewire\/([a-z-]+):/)?.[1];
      if (own) return containers.imageOf(own);
      if (image.startsWith('redis:')) return redisImage;
      throw new Error(`an image the suite does not have: ${image}`);
    },
    hostPort: () => {
      const port = free.shift();
      if (port === undefined) throw new Error('more container ports than counted');
      return port;
    },
    secretName: SECRET,
  });
  pods = played.pods as PlayedPod[];

  // The Secret operators create (docs/operations.md): every key the manifests read, from the
  // development keys compose-env.mjs makes.
  const keys = Object.fromEntries(composeSecrets().map(([name, value]) => [name, value]));
  const missing = played.secretKeys.filter((key: string) => !(key in keys));
  expect(missing, 'secret keys the manifests read that compose-env.mjs does not make').toEqual([]);
  dir = mkdtempSync(path.join(tmpdir(), 'kube-play-'));
  const secretFile = path.join(dir, 'secret.json');
  writeFileSync(
    secretFile,
    JSON.stringify(
      Object.fromEntries(
        played.secretKeys.map((key: string) => [key, Buffer.from(keys[key]).toString('base64')]),
      ),
    ),
  );
  expect(engine(['secret', 'create', SECRET, secretFile]).status).toBe(0);

  for (const pod of pods) {
    for (const volume of pod.volumes) expect(engine(['volume', 'create', volume]).status).toBe(0);
    const file = path.join(dir, `${pod.workload}.yaml`);
    writeFileSync(file, [...played.configMaps, pod.doc].map((doc) => stringify(doc)).join('---\n'));
    const play = engine(['kube', 'play', '--network', NETWORK, '--ip', pod.address, file], 120_000);
    expect(play.status, `${pod.workload}: ${play.out.slice(-2000)}`).toBe(0);
  }

  const gateway = pods.find((p) => p.workload === 'gateway')!;
  gatewayPort = gateway.containers[0].ports.http;
  const configMap = played.configMaps[0] as { data: Record<string, string> };
  publicHost = new URL(configMap.data.PUBLIC_URL).host;
});

test.afterAll(() => {
  if (!stack || stack.engine !== 'podman') return;
  const logs = pods.flatMap((pod) =>
    pod.containers.map((c) => `==> ${c.container}\n${engine(['logs', c.container]).out}`),
  );
  writeFileSync(path.join(ROOT, 'test-output/containers/kube.log'), logs.join('\n'));
  cleanUp();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('each pod passes its startup, readiness and liveness probes as declared', async () => {
  test.setTimeout(240_000);
  await Promise.all(
    pods.flatMap((pod) =>
      pod.containers.map(async ({ spec, ports, container }) => {
        const { startupProbe, readinessProbe, livenessProbe } = spec;
        // The startup probe's own budget: failureThreshold tries, periodSeconds apart.
        if (startupProbe) {
          const budget =
            (startupProbe.failureThreshold ?? 3) * (startupProbe.periodSeconds ?? 10) * 1000;
          await probeUntil('startup', startupProbe, ports, container, budget);
        }
        // Readiness waits on what the pod calls (the Redis pods, content): a minute or two.
        if (readinessProbe) {
          await probeUntil('readiness', readinessProbe, ports, container, 180_000);
        }
        expect(livenessProbe, `${container} has a liveness probe`).toBeTruthy();
        expect(await probeOnce(livenessProbe!, ports, container), container).toBe(true);
      }),
    ),
  );
});

test('each container runs as its security context says', () => {
  for (const pod of pods) {
    const podContext = pod.doc.spec.securityContext ?? {};
    expect(podContext.runAsNonRoot, pod.name).toBe(true);
    for (const { container, spec } of pod.containers) {
      expect(engine(['exec', container, 'id', '-u']).out, container).toBe(
        String(podContext.runAsUser),
      );
      const status = engine(['exec', container, 'cat', '/proc/1/status']).out;
      expect(status, container).toMatch(/^CapEff:\s+0+$/m);
      expect(status, container).toMatch(/^NoNewPrivs:\s+1$/m);
      expect(spec.securityContext?.readOnlyRootFilesystem, container).toBe(true);
      expect(engine(['exec', container, 'touch', '/written']).status, container).not.toBe(0);
      // The declared volumes are where it may write.
      for (const mount of spec.volumeMounts ?? []) {
        const file = `${mount.mountPath}/.written-by-the-suite`;
        expect(engine(['exec', container, 'touch', file]).status, `${container} ${file}`).toBe(0);
        engine(['exec', container, 'rm', '-f', file]);
      }
      const limit = spec.resources?.limits?.memory;
      if (limit) {
        const memory = engine(['inspect', '--format', '{{.HostConfig.Memory}}', container]).out;
        expect(Number(memory), `${container} memory limit`).toBe(bytes(limit));
      }
    }
  }
});

test('the gateway pod serves the site through the other pods: home and an article', async () => {
  const home = await viaGateway('/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('Bytewire');
  const article = home.body.match(/href="(\/article\/[a-z0-9-]+\/)"/)?.[1];
  expect(article, 'an article linked from the home page').toBeTruthy();
  const page = await viaGateway(article!);
  expect(page.status).toBe(200);
  expect(page.body).toContain('<article');
});

test('each pod ends as the kubelet ends it: preStop, then SIGTERM, gone within its grace period', async () => {
  test.setTimeout(120_000);
  // Every pod at once, as a node drain would; within each, its containers one by one.
  await Promise.all(
    pods.map(async (pod) => {
      for (const { container, spec } of pod.containers) {
        const started = Date.now();
        const graceMs = pod.terminationGracePeriodSeconds * 1000;
        const preStop = spec.lifecycle?.preStop?.exec?.command;
        if (preStop) {
          await execFileAsync(stack.engine, ['exec', container, ...preStop], { timeout: graceMs });
        }
        const leftSeconds = Math.max(1, Math.floor((graceMs - (Date.now() - started)) / 1000));
        // --time: the seconds before SIGKILL; a graceful exit is status 0 well within them.
        await execFileAsync(stack.engine, ['stop', '--time', String(leftSeconds), container], {
          timeout: (leftSeconds + 10) * 1000,
        });
        const { stdout } = await execFileAsync(stack.engine, [
          'inspect',
          '--format',
          '{{.State.Running}} {{.State.ExitCode}}',
          container,
        ]);
        expect([container, stdout.trim()]).toEqual([container, 'false 0']);
        expect(Date.now() - started, container).toBeLessThan(graceMs);
      }
    }),
  );
});
