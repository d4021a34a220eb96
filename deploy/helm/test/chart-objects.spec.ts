// The chart rendered with each value set: every object passes the Kubernetes schemas (unknown fields
// refused), and the objects a cluster needs to run the product safely are there and say what they must.
import { ANALYSIS_QUEUE, REMOTES } from '@chairside/contracts';
import { validateObject, type KubeObject } from './kube-schema';
import { container, envOf, podSpec, workloads } from './pods';
import { find, render, VALUE_SETS } from './render';

const rendered = Object.fromEntries(Object.entries(VALUE_SETS).map(([name, files]) => [name, render(files)]));
const objectsOf = (set: string): KubeObject[] => rendered[set]?.objects ?? [];
const remoteComponents = Object.values(REMOTES).map((r) => r.folder);
const components = ['gateway', 'shell', ...remoteComponents, 'api', 'worker'];

describe.each(Object.keys(VALUE_SETS))('the %s value set', (set) => {
  const objects = objectsOf(set);

  test('renders, and every object is one the Kubernetes API accepts', () => {
    expect(rendered[set]?.stderr).toBe('');
    expect(rendered[set]?.status).toBe(0);
    expect(objects.flatMap(validateObject)).toEqual([]);
  });

  test('one Deployment and one Service for each app; the migration Job', () => {
    for (const c of components) {
      expect(find(objects, 'Deployment', `chairside-${c}`)).toBeDefined();
      expect(find(objects, 'Service', `chairside-${c}`)).toBeDefined();
    }
    expect(find(objects, 'Job', 'chairside-migrate')).toBeDefined();
  });

  test('every container has requests and a memory limit; every pod runs locked down', () => {
    for (const w of workloads(objects)) {
      const pod = podSpec(w);
      const c = container(w);
      const at = `${w.kind}/${w.metadata.name}`;
      expect([at, c.resources?.requests?.cpu, c.resources?.requests?.memory]).toEqual([
        at,
        expect.any(String),
        expect.any(String),
      ]);
      expect([at, c.resources?.limits?.memory]).toEqual([at, expect.any(String)]);
      expect([at, pod.automountServiceAccountToken]).toEqual([at, false]);
      expect([at, pod.securityContext?.runAsNonRoot, pod.securityContext?.runAsUser]).toEqual([at, true, 1000]);
      expect([at, pod.securityContext?.seccompProfile?.type]).toEqual([at, 'RuntimeDefault']);
      expect([at, c.securityContext]).toEqual([
        at,
        {
          readOnlyRootFilesystem: true,
          runAsNonRoot: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        },
      ]);
      if (w.kind === 'Deployment') {
        expect([at, pod.topologySpreadConstraints?.[0]?.labelSelector.matchLabels]).toEqual([
          at,
          (w.spec as { selector: { matchLabels: object } }).selector.matchLabels,
        ]);
      }
      // The root filesystem is read-only: /tmp is the one writable path, an emptyDir (the gateway
      // also reads its release table from a read-only ConfigMap folder).
      expect([at, c.volumeMounts?.filter((m) => !m.readOnly)]).toEqual([at, [{ name: 'tmp', mountPath: '/tmp' }]]);
      expect([at, pod.volumes?.find((v) => v.name === 'tmp')?.emptyDir]).toEqual([at, expect.any(Object)]);
    }
  });

  test('every app that serves a port has startup, readiness and liveness probes on it', () => {
    for (const c of components.filter((name) => name !== 'worker')) {
      const probes = container(find(objects, 'Deployment', `chairside-${c}`));
      for (const probe of [probes.startupProbe, probes.readinessProbe, probes.livenessProbe]) {
        expect([c, probe?.httpGet?.port]).toEqual([c, 'http']);
      }
    }
  });

  test('the API, the worker and the migration refuse a Redis that may evict keys', () => {
    for (const name of ['chairside-api', 'chairside-worker']) {
      expect(envOf(find(objects, 'Deployment', name)).REDIS_REQUIRE_NOEVICTION?.value).toBe('on');
    }
    expect(envOf(find(objects, 'Job', 'chairside-migrate')).REDIS_REQUIRE_NOEVICTION?.value).toBe('on');
  });
});

describe('the API (defaults)', () => {
  const objects = objectsOf('defaults');
  const api = find(objects, 'Deployment', 'chairside-api');
  const c = container(api);

  test('liveness and the startup probe ask only whether the process answers; readiness asks for its dependencies', () => {
    expect(c.startupProbe?.httpGet?.path).toBe('/api/health/live');
    expect(c.livenessProbe?.httpGet?.path).toBe('/api/health/live');
    expect(c.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
  });

  test('sized from docs/deploy-sizing.md: 750m and 384Mi requested, 1Gi limit, a 512 MB heap', () => {
    expect(c.resources).toEqual({ requests: { cpu: '750m', memory: '384Mi' }, limits: { memory: '1Gi' } });
    expect(envOf(api).NODE_OPTIONS?.value).toBe('--max-old-space-size=512');
  });

  test('two at least, more on CPU (70 %), one at most taken down at a time', () => {
    // The autoscaler owns the count: an upgrade must not reset it to a number in the Deployment.
    expect((api.spec as { replicas?: number }).replicas).toBeUndefined();
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'chairside-api');
    expect(hpa.spec).toEqual({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'chairside-api' },
      minReplicas: 2,
      maxReplicas: 10,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ],
    });
    const pdb = find(objects, 'PodDisruptionBudget', 'chairside-api');
    expect(pdb.spec).toEqual({
      maxUnavailable: 1,
      selector: { matchLabels: expect.objectContaining({ 'app.kubernetes.io/component': 'api' }) },
    });
  });

  test('drains: preStop sleep 5 s, then up to SHUTDOWN_TIMEOUT_MS (20 s), within a 30 s grace period', () => {
    expect(c.lifecycle?.preStop?.exec?.command).toEqual(['sleep', '5']);
    expect(envOf(api).SHUTDOWN_TIMEOUT_MS?.value).toBe('20000');
    expect(envOf(api).SHUTDOWN_DELAY_MS?.value).toBe('0');
    // 5 (preStop) + 20 (drain) + 5 (close the pools and exit)
    expect(podSpec(api).terminationGracePeriodSeconds).toBe(30);
    const longer = find(render([], ['--set', 'api.shutdownTimeoutMs=45000']).objects, 'Deployment', 'chairside-api');
    expect(envOf(longer).SHUTDOWN_TIMEOUT_MS?.value).toBe('45000');
    expect(podSpec(longer).terminationGracePeriodSeconds).toBe(55);
  });

  test('starts the app alone: only the hook Job migrates, before install and upgrade, with the API image', () => {
    expect(c.command).toEqual(['node', 'services/api/dist/main.js']);
    const job = find(objects, 'Job', 'chairside-migrate');
    expect(job.metadata.annotations).toEqual({
      'helm.sh/hook': 'pre-install,pre-upgrade',
      'helm.sh/hook-weight': '0',
      'helm.sh/hook-delete-policy': 'before-hook-creation,hook-succeeded',
    });
    expect(container(job).command).toEqual(['node', 'services/api/dist/db/migrate.js']);
    expect(container(job).image).toBe(c.image);
    expect(envOf(job).DATABASE_URL?.valueFrom?.secretKeyRef).toEqual({ name: 'chairside', key: 'DATABASE_URL' });
  });
});

test('the minimal value set: fixed counts, no autoscaler, no NetworkPolicy', () => {
  const objects = objectsOf('minimal');
  expect((find(objects, 'Deployment', 'chairside-api').spec as { replicas?: number }).replicas).toBe(1);
  expect(objects.filter((o) => ['HorizontalPodAutoscaler', 'NetworkPolicy'].includes(o.kind))).toEqual([]);
});

describe('the worker', () => {
  test('CPU autoscaling by default, two at least, and a disruption budget', () => {
    const objects = objectsOf('defaults');
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'chairside-worker');
    expect((hpa.spec as { minReplicas: number }).minReplicas).toBe(2);
    expect(objects.some((o) => o.kind === 'ScaledObject')).toBe(false);
    expect(find(objects, 'PodDisruptionBudget', 'chairside-worker')).toBeDefined();
    const worker = find(objects, 'Deployment', 'chairside-worker');
    // 20 s for running jobs (SHUTDOWN_TIMEOUT_MS) + 5 s to exit.
    expect(envOf(worker).SHUTDOWN_TIMEOUT_MS?.value).toBe('20000');
    expect(podSpec(worker).terminationGracePeriodSeconds).toBe(25);
  });

  test("with KEDA (production example): scaled on the analysis queue's wait list, no CPU autoscaler", () => {
    const objects = objectsOf('production');
    const scaled = find(objects, 'ScaledObject', 'chairside-worker');
    expect(scaled.spec).toEqual({
      scaleTargetRef: { name: 'chairside-worker' },
      minReplicaCount: 2,
      maxReplicaCount: 12,
      triggers: [
        {
          type: 'redis',
          metadata: {
            address: 'redis.internal.example-dental.com:6380',
            // <QUEUE_PREFIX>:<queue>:wait, the LIST BullMQ keeps waiting jobs in.
            listName: `chairside-prod:${ANALYSIS_QUEUE}:wait`,
            listLength: '20',
            enableTLS: 'true',
          },
          authenticationRef: { name: 'chairside-worker' },
        },
      ],
    });
    expect(envOf(find(objects, 'Deployment', 'chairside-worker')).QUEUE_PREFIX?.value).toBe('chairside-prod');
    expect(find(objects, 'TriggerAuthentication', 'chairside-worker').spec).toEqual({
      secretTargetRef: [{ parameter: 'password', name: 'chairside-prod', key: 'REDIS_PASSWORD' }],
    });
    expect(objects.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === 'chairside-worker')).toBe(
      false,
    );
  });
});

describe('the gateway and the Ingress', () => {
  const objects = objectsOf('production');
  const gateway = find(objects, 'Deployment', 'chairside-gateway');
  const env = envOf(gateway);

  test("proxies to the API, the shell and each remote of the contracts by its Service; trusts the controller's network", () => {
    expect(env.API_URL?.value).toBe('http://chairside-api:3333');
    expect(env.SHELL_UPSTREAM?.value).toBe('http://chairside-shell:8080');
    for (const remote of Object.values(REMOTES)) {
      const upstream = remote.env.replace(/_URL$/, '_UPSTREAM');
      expect([upstream, env[upstream]?.value]).toEqual([upstream, `http://chairside-${remote.folder}:8080`]);
      expect((find(objects, 'Service', `chairside-${remote.folder}`).spec as { ports: unknown }).ports).toEqual([
        { name: 'http', port: 8080, targetPort: 'http', protocol: 'TCP' },
      ]);
    }
    expect(env.GATEWAY_TRUSTED_PROXIES?.value).toBe('10.42.0.0/16');
  });

  test("the Ingress lets through the API's largest request, a 9 MB food photo", () => {
    const ingress = find(objectsOf('defaults'), 'Ingress', 'chairside');
    expect(ingress.metadata.annotations).toEqual({ 'nginx.ingress.kubernetes.io/proxy-body-size': '10m' });
  });

  test('the Ingress sends every path to the gateway, with the class and TLS Secret from values', () => {
    expect(find(objects, 'Ingress', 'chairside').spec).toEqual({
      ingressClassName: 'nginx',
      tls: [{ hosts: ['app.example-dental.com'], secretName: 'app-example-dental-com-tls' }],
      rules: [
        {
          host: 'app.example-dental.com',
          http: {
            paths: [
              {
                path: '/',
                pathType: 'Prefix',
                backend: { service: { name: 'chairside-gateway', port: { name: 'http' } } },
              },
            ],
          },
        },
      ],
    });
  });
});

describe('the release table (releases)', () => {
  const TABLE = '{"stable":"0.1.0-3f9c2ab1","canary":{"version":"0.1.0-8d0e11aa","percent":10}}';
  const before = render(VALUE_SETS.production);
  // A team's release step: its remote's new image and the table, nothing else.
  const after = render(VALUE_SETS.production, [
    '--set',
    'remotes.community.image.tag=0.1.0-8d0e11aa',
    '--set-json',
    `releases.mfe_community=${TABLE}`,
  ]);
  const templateOf = (objects: KubeObject[], name: string) =>
    JSON.stringify((find(objects, 'Deployment', name).spec as { template: unknown }).template);

  test('is a ConfigMap (empty by default) mounted in the gateway as the file RELEASES_FILE names', () => {
    const configMap = find(before.objects, 'ConfigMap', 'chairside-releases') as KubeObject & {
      data: Record<string, string>;
    };
    expect(configMap.data).toEqual({ 'releases.json': '{}' });
    const gateway = find(before.objects, 'Deployment', 'chairside-gateway');
    expect(envOf(gateway).RELEASES_FILE?.value).toBe('/etc/chairside/releases/releases.json');
    // The whole folder, not a subPath: a subPath mount never sees the ConfigMap change.
    expect(container(gateway).volumeMounts).toContainEqual({
      name: 'releases',
      mountPath: '/etc/chairside/releases',
      readOnly: true,
    });
    expect(podSpec(gateway).volumes).toContainEqual({ name: 'releases', configMap: { name: 'chairside-releases' } });
  });

  test("a release step changes the remote's image and the table, and leaves the gateway's pods as they are", () => {
    expect(after.stderr).toBe('');
    const configMap = find(after.objects, 'ConfigMap', 'chairside-releases') as KubeObject & {
      data: Record<string, string>;
    };
    expect(JSON.parse(configMap.data['releases.json']!)).toEqual({ mfe_community: JSON.parse(TABLE) });
    expect(container(find(after.objects, 'Deployment', 'chairside-mfe-community')).image).toMatch(
      /mfe-community:0\.1\.0-8d0e11aa$/,
    );
    // The gateway re-reads the file: no checksum in its pod template, so no restart.
    expect(templateOf(after.objects, 'chairside-gateway')).toBe(templateOf(before.objects, 'chairside-gateway'));
    expect(templateOf(after.objects, 'chairside-mfe-profile')).toBe(
      templateOf(before.objects, 'chairside-mfe-profile'),
    );
  });

  test.each([
    ['releases.mfe_community={"stable":"latest"}', 'releases.mfe_community.stable'],
    ['releases.mfe_community={"stable":"0.1.0-a/../b"}', 'releases.mfe_community.stable'],
    ['releases.mfe_community={"stable":"0.1.0-a","canary":{"version":"0.1.0-b","percent":150}}', 'percent'],
    ['releases.mfe_community={"stable":"0.1.0-a","canary":{"version":"0.1.0-b"}}', 'percent'],
    ['releases.mfe_forum={"stable":"0.1.0-a"}', 'mfe_forum'],
  ])('refuses %s, naming %s', (value, named) => {
    const r = render(VALUE_SETS.production, ['--set-json', value]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(named);
  });
});
