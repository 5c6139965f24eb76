// The dev overlay's workloads as the pods the container suite plays (scripts/lib/kube-play.mjs,
// an ES module: run in a Node child on the overlay `kubectl kustomize` renders): one pod per
// workload with its template's spec unchanged but for the image, published ports and the
// secret's name; each Service an /etc/hosts entry naming the address of the pod it selects.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = Record<string, any>;

const rendered = spawnSync('kubectl', ['kustomize', 'deploy/k8s/overlays/dev'], {
  cwd: ROOT,
  encoding: 'utf8',
});
const objects = parseAllDocuments(rendered.stdout).map((d) => d.toJS()) as Manifest[];
const workloads = objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');

function play(): { pods: Manifest[]; secretKeys: string[]; configMaps: Manifest[] } {
  const code = `import { readFileSync } from 'node:fs';
import { podsForKubePlay } from './scripts/lib/kube-play.mjs';
const objects = JSON.parse(readFileSync(0, 'utf8'));
let port = 41000;
const played = podsForKubePlay(objects, {
  prefix: 'ct',
  addressOf: (i) => '10.89.9.' + (10 + i),
  image: (image) => 'suite/' + image,
  hostPort: () => port++,
  secretName: 'ct-secrets',
});
process.stdout.write(JSON.stringify(played));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('podsForKubePlay', () => {
  beforeAll(() => expect(rendered.status).toBe(0));

  it("makes one pod per workload, its template's containers unchanged but for image, ports and secret name", () => {
    const { pods } = play();
    expect(pods.map((p) => p.workload)).toEqual(workloads.map((w) => w.metadata.name));
    for (const [i, pod] of pods.entries()) {
      const template = workloads[i].spec.template;
      expect(pod.name).toBe(`ct-${pod.workload}`);
      expect(pod.doc.kind).toBe('Pod');
      expect(pod.doc.metadata.labels).toEqual(template.metadata.labels);
      expect(pod.doc.spec.securityContext).toEqual(template.spec.securityContext);
      for (const [j, played] of pod.doc.spec.containers.entries()) {
        const original = template.spec.containers[j];
        expect(played.image).toBe(`suite/${original.image}`);
        const restore = structuredClone(played);
        restore.image = original.image;
        for (const port of restore.ports ?? []) {
          expect(port.hostIP).toBe('127.0.0.1');
          expect(port.hostPort).toBeGreaterThanOrEqual(41000);
          delete port.hostIP;
          delete port.hostPort;
        }
        for (const variable of restore.env ?? []) {
          const ref = variable.valueFrom?.secretKeyRef;
          if (!ref) continue;
          expect(ref.name).toBe('ct-secrets');
          ref.name = 'bytewire-secrets';
        }
        expect(restore).toEqual(original);
      }
    }
  });

  it("names each Service in every pod's /etc/hosts with the address of the pod it selects", () => {
    const { pods } = play();
    const addressOf = Object.fromEntries(pods.map((p) => [p.workload, p.address]));
    const services = objects.filter((o) => o.kind === 'Service');
    expect(services.length).toBeGreaterThanOrEqual(10);
    for (const pod of pods) {
      const hosts = Object.fromEntries(
        (pod.doc.spec.hostAliases as { ip: string; hostnames: string[] }[]).flatMap(
          ({ ip, hostnames }) => hostnames.map((name) => [name, ip]),
        ),
      );
      // Every Service here selects the workload of its own name.
      for (const service of services) {
        expect([service.metadata.name, hosts[service.metadata.name]]).toEqual([
          service.metadata.name,
          addressOf[service.metadata.name],
        ]);
      }
    }
  });

  it('gives the state Redis its claim as a volume, and collects every secret key the pods read', () => {
    const { pods, secretKeys } = play();
    const state = pods.find((p) => p.workload === 'redis-state')!;
    expect(state.volumes).toEqual(['ct-redis-state-data']);
    expect(state.doc.spec.volumes).toContainEqual({
      name: 'data',
      persistentVolumeClaim: { claimName: 'ct-redis-state-data' },
    });
    const read = workloads
      .flatMap((w) => w.spec.template.spec.containers)
      .flatMap((c) => c.env ?? [])
      .map((v) => v.valueFrom?.secretKeyRef?.key)
      .filter(Boolean);
    expect(secretKeys).toEqual([...new Set(read)].sort());
    expect(secretKeys).toContain('CONTENT_API_KEY');
  });
});
