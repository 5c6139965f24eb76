// The Kubernetes manifests (deploy/k8s), checked without a cluster: every object of the base
// and of both overlays (rendered by `kubectl kustomize`) against the Kubernetes schemas
// (kubernetes-models), and the rules an operator relies on: each service has its Deployment,
// Service, HorizontalPodAutoscaler and PodDisruptionBudget, probes on its health endpoints,
// resources, a non-root read-only container, every variable the compose file gives it, and
// secrets only by reference; and the two Redis (issue 26): the state one a StatefulSet on a
// volume claim, append-only and never evicting, the cache one evicting with nothing on disk,
// each within its container's memory, and every service given both URLs; and the
// NetworkPolicies of the services' ports: `internal` from the monitoring namespace only, `http`
// from the ingress controller (gateway, identity) or from the services that call it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parse, parseAllDocuments } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const K8S = path.join(ROOT, 'deploy/k8s');

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // The checks below read what they need; the schemas check the rest.
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
}

/** The model class of each kind the manifests use: its `validate()` checks the schema. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

function documents(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => doc.toJSON() as K8sObject | null)
    .filter((doc): doc is K8sObject => doc !== null);
}

function validate(object: K8sObject): void {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object as never).validate();
}

const services = readdirSync(path.join(ROOT, 'services')).filter((d) =>
  existsSync(path.join(ROOT, 'services', d, 'package.json')),
);
const baseObjects = readdirSync(path.join(K8S, 'base'))
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) => documents(readFileSync(path.join(K8S, 'base', file), 'utf8')));
const find = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

const kustomization = parse(readFileSync(path.join(K8S, 'base/kustomization.yaml'), 'utf8')) as {
  resources: string[];
  configMapGenerator: { name: string; literals: string[] }[];
};
const configKeys = new Set(
  kustomization.configMapGenerator
    .find((g) => g.name === 'bytewire-config')!
    .literals.map((literal) => literal.split('=')[0]),
);
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, { environment?: Record<string, string> }> };

/** A secret's name: keys and passwords. */
const SECRET = /(KEYS?|PASSWORD)$/;
/** The Redis URLs: in the ConfigMap, so never with a password (docs/operations.md). */
const REDIS_URLS = ['REDIS_URL', 'PAGE_CACHE_REDIS_URL'];

/** A Redis size (`256mb`: Redis reads mb as MiB) or a Kubernetes quantity (`512Mi`), in bytes. */
function bytes(size: string): number {
  const match = /^(\d+)(gb|mb|kb|Gi|Mi|Ki)?$/.exec(size);
  if (!match) throw new Error(`not a size: ${size}`);
  const unit = { gb: 2 ** 30, Gi: 2 ** 30, mb: 2 ** 20, Mi: 2 ** 20, kb: 2 ** 10, Ki: 2 ** 10 };
  return Number(match[1]) * (match[2] ? unit[match[2] as keyof typeof unit] : 1);
}

/** The `--name value` pairs of a redis-server's arguments. */
function redisFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    expect(args[i]).toMatch(/^--[a-z-]+$/);
    flags[args[i].slice(2)] = args[i + 1];
  }
  return flags;
}

/**
 * The two Redis of a set of objects (the base, or an overlay rendered): checked for their role.
 * State: a StatefulSet whose volume claim holds /data, append-only fsync'ed every second,
 * noeviction, maxmemory at most half its limit (an append-only rewrite forks). Cache: a
 * Deployment, evicting least recently used keys, nothing on disk, maxmemory at most three
 * quarters of its limit. Each has a Service and a NetworkPolicy, and the ConfigMap's URLs
 * name those Services.
 */
function checkRedisRoles(objects: K8sObject[]): void {
  const state = find(objects, 'StatefulSet', 'redis-state')!;
  expect(state).toBeDefined();
  expect(find(objects, 'Deployment', 'redis-state')).toBeUndefined();
  const stateSpec = state.spec.template.spec;
  const stateContainer = stateSpec.containers[0];
  const stateFlags = redisFlags(stateContainer.args);
  expect(stateFlags).toMatchObject({
    appendonly: 'yes',
    appendfsync: 'everysec',
    'maxmemory-policy': 'noeviction',
    dir: '/data',
  });
  expect(bytes(stateFlags.maxmemory)).toBeLessThanOrEqual(
    bytes(stateContainer.resources.limits.memory) / 2,
  );
  const [claim] = state.spec.volumeClaimTemplates;
  expect(claim.spec.accessModes).toEqual(['ReadWriteOnce']);
  expect(bytes(claim.spec.resources.requests.storage)).toBeGreaterThanOrEqual(2 ** 30);
  expect(stateContainer.volumeMounts).toContainEqual({
    name: claim.metadata.name,
    mountPath: '/data',
  });
  // The claim, not an emptyDir of the same name, backs /data.
  expect(stateSpec.volumes ?? []).toEqual([]);
  expect(find(objects, 'Service', state.spec.serviceName)).toBeDefined();

  const cache = find(objects, 'Deployment', 'redis-cache')!;
  expect(cache).toBeDefined();
  expect(find(objects, 'StatefulSet', 'redis-cache')).toBeUndefined();
  const cacheContainer = cache.spec.template.spec.containers[0];
  const cacheFlags = redisFlags(cacheContainer.args);
  expect(cacheFlags).toMatchObject({
    'maxmemory-policy': 'allkeys-lru',
    save: '',
    appendonly: 'no',
  });
  expect(bytes(cacheFlags.maxmemory)).toBeLessThanOrEqual(
    (bytes(cacheContainer.resources.limits.memory) * 3) / 4,
  );
  expect(cache.spec.template.spec.volumes.map((v: { emptyDir?: unknown }) => v.emptyDir)).toEqual([
    expect.anything(),
  ]);

  const config = objects.find((o) => o.kind === 'ConfigMap')!;
  for (const [name, redis] of [
    ['REDIS_URL', state],
    ['PAGE_CACHE_REDIS_URL', cache],
  ] as const) {
    const url = new URL(config.data![name]);
    expect([name, url.protocol, url.username, url.password]).toEqual([name, 'redis:', '', '']);
    const service = find(objects, 'Service', url.hostname)!;
    expect(service.spec.selector).toEqual(redis.spec.selector.matchLabels);
    expect(service.spec.ports[0].port).toBe(Number(url.port));
    const policy = find(objects, 'NetworkPolicy', url.hostname)!;
    expect(policy.spec.podSelector.matchLabels).toEqual(redis.spec.selector.matchLabels);
    expect(policy.spec.ingress[0].from).toEqual([
      { podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'bytewire' } } },
    ]);
  }
}

/**
 * Who may reach each service's `http` port (deploy/k8s/base/network-policies.yaml): the
 * ingress controller and anyone else ('anywhere': the public entries), or only the pods of
 * these services (`app.kubernetes.io/name`), or none.
 */
const HTTP_CALLERS: Record<string, 'anywhere' | string[]> = {
  content: ['gateway', 'render', 'vanity'],
  vanity: ['gateway'],
  experiments: ['gateway', 'warmer'],
  render: ['gateway', 'warmer'],
  gateway: 'anywhere',
  warmer: [],
  identity: 'anywhere',
  'newsletter-proxy': ['gateway'],
};
/** The namespace Prometheus runs in, as the policies select it (an overlay may change it). */
const MONITORING = { 'kubernetes.io/metadata.name': 'monitoring' };

interface PolicyRule {
  from?: { podSelector?: { matchLabels?: Record<string, string> }; [peer: string]: unknown }[];
  ports?: { port: string | number; protocol?: string }[];
}

/**
 * Each service's NetworkPolicy in a set of objects (the base, or an overlay rendered): it
 * selects the Deployment's pods, for Ingress; every rule names its ports (a rule without would
 * open the internal port too); the one rule of `internal` admits the monitoring namespace
 * (`monitoring`: that namespace's selector labels) and nothing else; the `http` rule admits
 * HTTP_CALLERS' pods of this namespace by name (kustomize adds the part-of label to them), or
 * anyone (no `from`), or there is none.
 */
function checkServicePolicies(objects: K8sObject[], monitoring = MONITORING): void {
  for (const service of services) {
    const policy = find(objects, 'NetworkPolicy', service)!;
    expect([service, policy !== undefined]).toEqual([service, true]);
    const deployment = find(objects, 'Deployment', service)!;
    expect(policy.spec.podSelector).toEqual({ matchLabels: deployment.spec.selector.matchLabels });
    expect(policy.spec.policyTypes).toEqual(['Ingress']);
    const rules: PolicyRule[] = policy.spec.ingress;
    for (const rule of rules) {
      expect(rule.ports?.length).toBeGreaterThan(0);
      for (const port of rule.ports!) expect(['http', 'internal']).toContain(port.port);
    }
    const forPort = (name: string) =>
      rules.filter((rule) => rule.ports!.some((port) => port.port === name));

    const internal = forPort('internal');
    expect([service, internal]).toEqual([
      service,
      [
        {
          from: [{ namespaceSelector: { matchLabels: monitoring } }],
          ports: [{ port: 'internal', protocol: 'TCP' }],
        },
      ],
    ]);

    const http = forPort('http');
    const callers = HTTP_CALLERS[service];
    if (callers === 'anywhere') {
      expect([service, http]).toEqual([service, [{ ports: [{ port: 'http', protocol: 'TCP' }] }]]);
    } else if (callers.length === 0) {
      expect([service, http]).toEqual([service, []]);
    } else {
      expect(http).toHaveLength(1);
      expect(http[0].ports).toEqual([{ port: 'http', protocol: 'TCP' }]);
      const names = http[0].from!.map((peer) => {
        // Pods of this namespace only: no namespaceSelector, no ipBlock.
        expect(Object.keys(peer)).toEqual(['podSelector']);
        const { 'app.kubernetes.io/part-of': partOf, ...labels } = peer.podSelector!.matchLabels!;
        expect(partOf ?? 'bytewire').toBe('bytewire');
        expect(Object.keys(labels)).toEqual(['app.kubernetes.io/name']);
        return labels['app.kubernetes.io/name'];
      });
      expect([service, names.sort()]).toEqual([service, [...callers].sort()]);
    }
  }
}

/** `RENDER_URL` → `renderUrl`: a variable's name in a service's typed configuration. */
const camelCaseName = (name: string) =>
  name.toLowerCase().replace(/_([^_])/g, (_match, first: string) => first.toUpperCase());

/** The names a service's own sources (services/<name>/src, tests aside) mention. */
function sourceOf(service: string): string {
  const src = path.join(ROOT, 'services', service, 'src');
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(src, file), 'utf8'))
    .join('\n');
}

describe('Kubernetes base', () => {
  it('lists every manifest of the folder as a resource', () => {
    const files = readdirSync(path.join(K8S, 'base')).filter(
      (file) => file.endsWith('.yaml') && file !== 'kustomization.yaml',
    );
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it('holds only objects valid against the Kubernetes schemas', () => {
    expect(baseObjects.length).toBeGreaterThan(services.length * 4);
    for (const object of baseObjects) {
      expect(() => validate(object)).not.toThrow();
    }
  });

  it('is checked for real: a bad port is refused by the schema', () => {
    const deployment = structuredClone(find(baseObjects, 'Deployment', 'gateway')!);
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(() => validate(deployment)).toThrow(/containerPort/);
  });

  describe.each(services)('%s', (service) => {
    const deployment = find(baseObjects, 'Deployment', service)!;
    const container = deployment?.spec.template.spec.containers[0];
    const port = Number(compose.services[service]?.environment?.PORT);

    it('has a Deployment, Service, HorizontalPodAutoscaler and PodDisruptionBudget', () => {
      expect(deployment).toBeDefined();
      const labels = deployment.spec.template.metadata.labels;
      expect(deployment.spec.selector.matchLabels).toEqual(labels);
      const svc = find(baseObjects, 'Service', service)!;
      expect(svc.spec.selector).toEqual(labels);
      expect(svc.spec.ports[0]).toMatchObject({ port, targetPort: 'http' });
      const hpa = find(baseObjects, 'HorizontalPodAutoscaler', service)!;
      expect(hpa.spec.scaleTargetRef).toEqual({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: service,
      });
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
      const pdb = find(baseObjects, 'PodDisruptionBudget', service)!;
      expect(pdb.spec.selector.matchLabels).toEqual(labels);
    });

    it('runs its image on its port, probed and scraped on its internal port', () => {
      expect(container.image).toBe(`bytewire/${service}`);
      // The internal listener: PORT + 6000 (the kit's default), named `internal`.
      const internal = port + 6000;
      expect(container.ports).toEqual([
        { name: 'http', containerPort: port, protocol: 'TCP' },
        { name: 'internal', containerPort: internal, protocol: 'TCP' },
      ]);
      expect(container.env).toContainEqual({ name: 'INTERNAL_PORT', value: String(internal) });
      expect(container.livenessProbe.httpGet).toEqual({ path: '/health/live', port: 'internal' });
      expect(container.readinessProbe.httpGet).toEqual({
        path: '/health/ready',
        port: 'internal',
      });
      expect(container.startupProbe.httpGet).toEqual({ path: '/health/live', port: 'internal' });
      expect(deployment.spec.template.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(internal),
        'prometheus.io/path': '/metrics',
      });
      // The Service carries the public port only.
      const svc = find(baseObjects, 'Service', service)!;
      expect(svc.spec.ports.map((p: { targetPort: string }) => p.targetPort)).toEqual(['http']);
    });

    it('asks for resources within limits, as a non-root, read-only container', () => {
      expect(container.resources.requests).toEqual({
        cpu: expect.anything(),
        memory: expect.anything(),
      });
      expect(container.resources.limits).toEqual({
        cpu: expect.anything(),
        memory: expect.anything(),
      });
      expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
    });

    it('gets every variable the compose file gives it, secrets by reference only', () => {
      const env: { name: string; value?: string; valueFrom?: unknown }[] = container.env;
      const given = new Set([...env.map((e) => e.name), ...configKeys]);
      const wanted = Object.keys(compose.services[service]?.environment ?? {});
      expect(wanted.length).toBeGreaterThan(0);
      for (const name of wanted) expect([name, given.has(name)]).toEqual([name, true]);
      for (const variable of env.filter((e) => SECRET.test(e.name))) {
        expect(variable).toEqual({
          name: variable.name,
          valueFrom: {
            secretKeyRef: expect.objectContaining({ name: 'bytewire-secrets', key: variable.name }),
          },
        });
      }
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'bytewire-config' } }]);
    });
  });

  it('keeps no secret in the ConfigMap', () => {
    expect([...configKeys].filter((key) => SECRET.test(key))).toEqual([]);
  });

  it('runs a state Redis and a cache Redis, each for its role', () => {
    const config = kustomization.configMapGenerator.find((g) => g.name === 'bytewire-config')!;
    const data = Object.fromEntries(
      config.literals.map((literal) => [
        literal.split('=')[0],
        literal.slice(literal.indexOf('=') + 1),
      ]),
    );
    checkRedisRoles([
      ...baseObjects,
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'bytewire-config' }, data },
    ]);
  });

  it.each(services)('%s takes both Redis URLs from the ConfigMap, none of its own', (service) => {
    const container = find(baseObjects, 'Deployment', service)!.spec.template.spec.containers[0];
    const own = (container.env as { name: string }[]).map((e) => e.name);
    for (const name of REDIS_URLS)
      expect([name, own.includes(name), configKeys.has(name)]).toEqual([name, false, true]);
  });

  it('has a NetworkPolicy per service: internal port from monitoring, http from its callers', () => {
    expect(Object.keys(HTTP_CALLERS).sort()).toEqual([...services].sort());
    checkServicePolicies(baseObjects);
  });

  it('admits to each http port the services configured to call it, at that port', () => {
    // The upstream URLs of the ConfigMap (every service gets all of them): which variable names
    // which service; a service calls another when its sources read that variable, by its name
    // or by its typed configuration's camel-case name (RENDER_URL: `config.renderUrl`).
    const config = kustomization.configMapGenerator.find((g) => g.name === 'bytewire-config')!;
    const callersOf: Record<string, Set<string>> = {};
    const sources = Object.fromEntries(services.map((service) => [service, sourceOf(service)]));
    for (const literal of config.literals) {
      const name = literal.split('=')[0];
      const value = literal.slice(name.length + 1);
      if (!/^https?:\/\//.test(value)) continue;
      const url = new URL(value);
      if (!services.includes(url.hostname)) continue;
      // Its public port, never the internal one.
      expect([name, Number(url.port)]).toEqual([
        name,
        Number(compose.services[url.hostname].environment!.PORT),
      ]);
      callersOf[url.hostname] ??= new Set();
      for (const caller of services) {
        const read = new RegExp(`\\b(${name}|${camelCaseName(name)})\\b`);
        if (caller !== url.hostname && read.test(sources[caller])) {
          callersOf[url.hostname].add(caller);
        }
      }
    }
    expect(Object.keys(callersOf).sort()).toEqual(
      ['content', 'experiments', 'identity', 'newsletter-proxy', 'render', 'vanity'].sort(),
    );
    for (const service of services) {
      const allowed = HTTP_CALLERS[service];
      const found = [...(callersOf[service] ?? [])].sort();
      if (allowed === 'anywhere') continue;
      expect([service, found]).toEqual([service, [...allowed].sort()]);
    }
  });

  it('routes the identity provider’s own host to it', () => {
    const ingress = find(baseObjects, 'Ingress', 'identity')!;
    expect(ingress.spec.rules).toEqual([
      {
        host: 'id.bytewire.example',
        http: {
          paths: [
            {
              path: '/',
              pathType: 'Prefix',
              backend: { service: { name: 'identity', port: { name: 'http' } } },
            },
          ],
        },
      },
    ]);
  });

  it('routes the public host to the gateway only', () => {
    const ingress = find(baseObjects, 'Ingress', 'gateway')!;
    const backends = ingress.spec.rules.flatMap(
      (rule: { http: { paths: { backend: { service: unknown } }[] } }) =>
        rule.http.paths.map((p) => p.backend.service),
    );
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
  });
});

/** kubectl (its kustomize): on CI machines `.ci/run` installs it; elsewhere it may be absent. */
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
if (!kubectl) {
  if (process.env.CI) throw new Error('kubectl is required to render the kustomize overlays');
  console.warn('kubectl not found: the kustomize overlays are not rendered (install kubectl)');
}
const describeRendered = kubectl ? describe : describe.skip;

function render(overlay: string): K8sObject[] {
  const yaml = execFileSync('kubectl', ['kustomize', path.join(K8S, 'overlays', overlay)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return documents(yaml);
}

describeRendered('Kubernetes overlays, rendered by kustomize', () => {
  const overlays = { dev: render('dev'), prod: render('prod') };

  it.each(['dev', 'prod'] as const)('%s: every object valid, in its namespace', (overlay) => {
    const objects = overlays[overlay];
    const namespace = overlay === 'dev' ? 'bytewire-dev' : 'bytewire';
    for (const object of objects) {
      expect(() => validate(object)).not.toThrow();
      expect([object.kind, object.metadata.namespace]).toEqual([object.kind, namespace]);
      expect(object.metadata.labels?.['app.kubernetes.io/part-of']).toBe('bytewire');
    }
    for (const service of services) {
      for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler']) {
        expect([kind, service, find(objects, kind, service) !== undefined]).toEqual([
          kind,
          service,
          true,
        ]);
      }
    }
  });

  it.each(['dev', 'prod'] as const)(
    '%s: the services’ NetworkPolicies as in the base',
    (overlay) => {
      checkServicePolicies(overlays[overlay]);
    },
  );

  it('an overlay moves the internal ports to another monitoring namespace as documented', () => {
    // The patch the header of network-policies.yaml shows (docs/operations.md, "Kubernetes").
    const header = readFileSync(path.join(K8S, 'base/network-policies.yaml'), 'utf8').split('\n');
    const start = header.indexOf('#   patches:');
    expect(start).toBeGreaterThan(0);
    const end = header.findIndex((line, i) => i > start && !line.startsWith('#   '));
    const patches = header.slice(start, end).map((line) => line.slice('#   '.length));
    const dir = mkdtempSync(path.join(tmpdir(), 'bytewire-overlay-'));
    try {
      // kustomize takes relative resource paths only.
      const prod = path.relative(dir, path.join(K8S, 'overlays/prod'));
      writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        ['apiVersion: kustomize.config.k8s.io/v1beta1', 'kind: Kustomization', 'resources:']
          .concat(`  - ${prod}`, patches, '')
          .join('\n'),
      );
      const yaml = execFileSync('kubectl', ['kustomize', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const objects = documents(yaml);
      checkServicePolicies(objects, { 'kubernetes.io/metadata.name': 'observability' });
      checkRedisRoles(objects);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dev: one replica each, debug logs, a Redis of its own, local images', () => {
    const objects = overlays.dev;
    for (const service of services) {
      expect(find(objects, 'Deployment', service)!.spec.replicas).toBe(1);
      expect(find(objects, 'HorizontalPodAutoscaler', service)!.spec.minReplicas).toBe(1);
      expect(find(objects, 'Deployment', service)!.spec.template.spec.containers[0].image).toBe(
        `bytewire/${service}:dev`,
      );
    }
    checkRedisRoles(objects);
    // Small: the state Redis within 256 Mi, the page cache well under it.
    const state = find(objects, 'StatefulSet', 'redis-state')!.spec.template.spec.containers[0];
    expect(state.resources.limits.memory).toBe('256Mi');
    const config = objects.find((o) => o.kind === 'ConfigMap')!;
    expect(config.data).toMatchObject({ LOG_LEVEL: 'debug', SITE_ID: 'bytewire' });
    expect(
      find(objects, 'Deployment', 'gateway')!.spec.template.spec.containers[0].env,
    ).toContainEqual({ name: 'TRUST_PROXY', value: '1' });
    // The ConfigMap's name carries a hash of its content, and every Deployment uses that name.
    const gateway = find(objects, 'Deployment', 'gateway')!;
    expect(gateway.spec.template.spec.containers[0].envFrom[0].configMapRef.name).toBe(
      config.metadata.name,
    );
  });

  it('prod: three gateways and renders at least, released images, TLS on the public host', () => {
    const objects = overlays.prod;
    for (const service of ['gateway', 'render']) {
      expect(find(objects, 'HorizontalPodAutoscaler', service)!.spec.minReplicas).toBe(3);
    }
    expect(find(objects, 'Deployment', 'warmer')!.spec.template.spec.containers[0].image).toBe(
      'registry.example/bytewire/warmer:release',
    );
    // Behind the nginx ingress: the gateway believes one proxy hop.
    expect(
      find(objects, 'Deployment', 'gateway')!.spec.template.spec.containers[0].env,
    ).toContainEqual({ name: 'TRUST_PROXY', value: '1' });
    const ingress = find(objects, 'Ingress', 'gateway')!;
    expect(ingress.spec.tls).toEqual([
      { hosts: ['www.bytewire.example'], secretName: 'bytewire-tls' },
    ]);
    expect(find(objects, 'Ingress', 'identity')!.spec.tls).toEqual([
      { hosts: ['id.bytewire.example'], secretName: 'bytewire-identity-tls' },
    ]);
    expect(objects.find((o) => o.kind === 'ConfigMap')!.data).toMatchObject({
      IDENTITY_PUBLIC_URL: 'https://id.bytewire.example',
      IDENTITY_SITE_URL: 'https://www.bytewire.example',
    });
    checkRedisRoles(objects);
    // Sized up from the base: more pages kept, more accounts and links held.
    const cache = find(objects, 'Deployment', 'redis-cache')!.spec.template.spec.containers[0];
    expect(redisFlags(cache.args).maxmemory).toBe('1gb');
    const state = find(objects, 'StatefulSet', 'redis-state')!;
    expect(state.spec.volumeClaimTemplates[0].spec.resources.requests.storage).toBe('20Gi');
    expect(find(objects, 'Deployment', 'redis')).toBeUndefined();
  });
});
