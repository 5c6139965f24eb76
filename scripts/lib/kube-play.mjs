// The Kubernetes overlay's workloads as pods that `podman kube play` runs on one machine (the
// container suite, tests/containers/kube.spec.ts). What a cluster would do around the pod specs
// is done here by the smallest stand-in, and nothing inside a container's spec is changed but
// its image name (what a release's `kustomize edit set image` does):
// - a Deployment's or StatefulSet's pod template becomes one Pod (what its controller makes);
// - Services become /etc/hosts entries (`hostAliases`) naming the pod they select, since no
//   cluster DNS or kube-proxy runs here; each pod gets a fixed address on a podman network;
// - every container port is also published on a free loopback port (`hostPort`, `hostIP`), so
//   the test reaches the probes' endpoints from the host as the kubelet would on the node;
// - a StatefulSet's volume claim becomes a podman volume of the claim's name;
// - the Secret the manifests name becomes a podman secret of a name of the suite's own.

/** The kinds whose pod template a controller turns into pods. */
const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet']);

const clone = (value) => structuredClone(value);

/** Whether every label of `selector` is on `labels`. */
const selects = (selector = {}, labels = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/**
 * @param {Array<Record<string, any>>} objects the rendered manifests (kubectl kustomize)
 * @param {{
 *   prefix: string,                       // pods, volumes: `${prefix}-${workload}`
 *   addressOf: (index: number) => string, // the pod's address on the network, by position
 *   image: (image: string) => string,     // the image to run for a manifest's image
 *   hostPort: () => number,               // a free loopback port
 *   secretName: string,                   // the podman secret for every secretKeyRef
 * }} options
 * @returns {{
 *   configMaps: Array<Record<string, any>>,
 *   secretKeys: string[],
 *   pods: Array<{
 *     workload: string, name: string, address: string, doc: Record<string, any>,
 *     containers: Array<{ name: string, container: string, spec: Record<string, any>,
 *       ports: Record<string, number> }>,
 *     volumes: string[], terminationGracePeriodSeconds: number,
 *   }>,
 * }}
 */
export function podsForKubePlay(objects, options) {
  const workloads = objects.filter((o) => WORKLOAD_KINDS.has(o.kind));
  const configMaps = objects.filter((o) => o.kind === 'ConfigMap');
  const addresses = new Map(workloads.map((w, i) => [w.metadata.name, options.addressOf(i)]));

  // Services: the pod each selects, by address (one pod per workload here).
  const aliases = new Map();
  for (const service of objects.filter((o) => o.kind === 'Service')) {
    const target = workloads.find((w) =>
      selects(service.spec.selector, w.spec.template.metadata?.labels),
    );
    if (!target) throw new Error(`Service ${service.metadata.name} selects no workload`);
    const address = addresses.get(target.metadata.name);
    aliases.set(address, [...(aliases.get(address) ?? []), service.metadata.name]);
  }
  const hostAliases = [...aliases].map(([ip, hostnames]) => ({ ip, hostnames }));

  const secretKeys = new Set();
  const pods = [];
  for (const workload of workloads) {
    const name = `${options.prefix}-${workload.metadata.name}`;
    const spec = clone(workload.spec.template.spec);
    spec.hostAliases = [...(spec.hostAliases ?? []), ...hostAliases];
    const containers = [];
    for (const container of spec.containers) {
      container.image = options.image(container.image);
      const ports = {};
      for (const port of container.ports ?? []) {
        port.hostPort = options.hostPort();
        port.hostIP = '127.0.0.1';
        ports[port.name ?? String(port.containerPort)] = port.hostPort;
        ports[String(port.containerPort)] = port.hostPort;
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref) continue;
        secretKeys.add(ref.key);
        ref.name = options.secretName;
      }
      containers.push({
        name: container.name,
        container: `${name}-${container.name}`,
        spec: container,
        ports,
      });
    }
    const volumes = [];
    for (const claim of workload.spec.volumeClaimTemplates ?? []) {
      const claimName = `${name}-${claim.metadata.name}`;
      volumes.push(claimName);
      spec.volumes = [
        ...(spec.volumes ?? []),
        { name: claim.metadata.name, persistentVolumeClaim: { claimName } },
      ];
    }
    pods.push({
      workload: workload.metadata.name,
      name,
      address: addresses.get(workload.metadata.name),
      doc: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
          name,
          labels: workload.spec.template.metadata?.labels ?? {},
          annotations: workload.spec.template.metadata?.annotations ?? {},
        },
        spec,
      },
      containers,
      volumes,
      terminationGracePeriodSeconds: spec.terminationGracePeriodSeconds ?? 30,
    });
  }
  return { configMaps, secretKeys: [...secretKeys].sort(), pods };
}
