// What keeps a release safe to change: who may talk to whom, no secret in the manifests, a remote
// upgraded alone, wrong values refused at install, and the object check itself refusing bad objects.
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateObject, type KubeObject } from './kube-schema';
import { container, workloads } from './pods';
import { CHART, find, render, VALUE_SETS } from './render';

const production = render(VALUE_SETS.production).objects;
const gatewayPods = {
  'app.kubernetes.io/name': 'chairside',
  'app.kubernetes.io/instance': 'chairside',
  'app.kubernetes.io/component': 'gateway',
};
const podsOf = (component: string) => ({ ...gatewayPods, 'app.kubernetes.io/component': component });

interface Peer {
  podSelector?: { matchLabels: Record<string, string> };
  namespaceSelector?: { matchLabels: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { protocol: string; port: number }[];
}
interface PolicySpec {
  podSelector: { matchLabels: Record<string, string> };
  policyTypes: string[];
  ingress?: Rule[];
  egress?: Rule[];
}
const policy = (name: string) => find(production, 'NetworkPolicy', name).spec as PolicySpec;

describe('NetworkPolicies (production example)', () => {
  test('everything is refused unless allowed: one policy selects every pod of the release, both ways', () => {
    expect(policy('chairside-default-deny')).toEqual({
      podSelector: {
        matchLabels: { 'app.kubernetes.io/name': 'chairside', 'app.kubernetes.io/instance': 'chairside' },
      },
      policyTypes: ['Ingress', 'Egress'],
    });
    // ...and each pod may ask the cluster DNS.
    expect(policy('chairside-dns').egress).toEqual([
      {
        to: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
          },
        ],
        ports: [
          { protocol: 'UDP', port: 53 },
          { protocol: 'TCP', port: 53 },
        ],
      },
    ]);
  });

  test('only the ingress controller reaches the gateway', () => {
    expect(policy('chairside-gateway').ingress).toEqual([
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
          },
        ],
        ports: [{ protocol: 'TCP', port: 4200 }],
      },
    ]);
  });

  test('only the gateway reaches the shell, each remote and the API', () => {
    const fromGateway = (port: number) => [
      { from: [{ podSelector: { matchLabels: gatewayPods } }], ports: [{ protocol: 'TCP', port }] },
    ];
    for (const c of ['shell', 'mfe-nutrition', 'mfe-exercise', 'mfe-community', 'mfe-profile']) {
      expect([c, policy(`chairside-${c}`).podSelector.matchLabels, policy(`chairside-${c}`).ingress]).toEqual([
        c,
        podsOf(c),
        fromGateway(8080),
      ]);
    }
    expect(policy('chairside-api').ingress).toEqual(fromGateway(3333));
    expect(policy('chairside-worker').ingress).toEqual([]);
  });

  test('the API reaches PostgreSQL, Redis and its OpenID provider and SMTP server; the worker the AI provider and Open Food Facts on 443', () => {
    const databases = [
      { to: [{ ipBlock: { cidr: '10.20.0.5/32' } }], ports: [{ protocol: 'TCP', port: 5432 }] },
      { to: [{ ipBlock: { cidr: '10.20.1.7/32' } }], ports: [{ protocol: 'TCP', port: 6380 }] },
    ];
    const publicAddresses = [
      { ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'] } },
    ];
    expect(policy('chairside-api').egress).toEqual([
      ...databases,
      {
        to: publicAddresses,
        ports: [
          { protocol: 'TCP', port: 443 },
          { protocol: 'TCP', port: 465 },
        ],
      },
    ]);
    expect(policy('chairside-migrate').egress).toEqual(databases);
    expect(policy('chairside-worker').egress).toEqual([
      ...databases,
      { to: publicAddresses, ports: [{ protocol: 'TCP', port: 443 }] },
    ]);
    // The gateway opens connections to the API and the front-ends only (and DNS, above).
    expect(policy('chairside-gateway').egress?.map((r) => r.ports)).toEqual([
      [{ protocol: 'TCP', port: 3333 }],
      [{ protocol: 'TCP', port: 8080 }],
    ]);
  });
});

describe('secrets', () => {
  test('no Secret and no secret value is rendered: each comes from the existing Secret by reference', () => {
    // Helm templates cannot read the environment: values set here must not reach the manifests.
    const sentinel = 'sentinel-f00dcafe';
    const leaky = { DATABASE_URL: `postgres://app:${sentinel}@db/chairside`, SESSION_SECRET: sentinel };
    for (const [set, files] of Object.entries(VALUE_SETS)) {
      const r = render(files, [], CHART, leaky);
      expect([set, r.status]).toEqual([set, 0]);
      expect(r.text).not.toContain(sentinel);
      expect(r.text).not.toMatch(/(postgres|rediss?):\/\/[^\s"]*@/);
      expect(r.objects.filter((o) => o.kind === 'Secret')).toEqual([]);
      for (const w of workloads(r.objects)) {
        for (const e of container(w).env ?? []) {
          if (/SECRET|PASSWORD|TOKEN|KEY|DATABASE_URL|REDIS_URL/.test(e.name)) {
            expect([w.metadata.name, e.name, e.value, e.valueFrom?.secretKeyRef?.key]).toEqual([
              w.metadata.name,
              e.name,
              undefined,
              expect.any(String),
            ]);
          }
        }
      }
    }
  });

  test("single sign-on and mail from values and the Secret: the client secret and SMTP's URL by reference only", () => {
    const env = container(find(production, 'Deployment', 'chairside-api')).env ?? [];
    const byName = Object.fromEntries(env.map((e) => [e.name, e]));
    expect(byName.PUBLIC_ORIGIN?.value).toBe('https://app.example-dental.com');
    expect(byName.OIDC_ISSUER?.value).toBe(
      'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
    );
    expect(byName.OIDC_ALLOWED_DOMAINS?.value).toBe('example-dental.com');
    expect(byName.OIDC_GROUP_NAME?.value).toBe('Example Dental Group');
    expect(byName.OIDC_CLIENT_SECRET?.valueFrom?.secretKeyRef).toEqual({
      name: 'chairside-prod',
      key: 'OIDC_CLIENT_SECRET',
    });
    expect(byName.SMTP_URL?.valueFrom?.secretKeyRef).toEqual({
      name: 'chairside-prod',
      key: 'SMTP_URL',
      optional: true,
    });
    // Without an issuer (the defaults), no single sign-on setting reaches the API.
    const plain = container(find(render([]).objects, 'Deployment', 'chairside-api')).env ?? [];
    expect(plain.map((e) => e.name).filter((n) => n.startsWith('OIDC_'))).toEqual([]);
    // An issuer without a client id or a domain is refused at install.
    const half = render([], ['--set', 'api.signIn.sso.issuer=https://idp.example.com']);
    expect(half.status).not.toBe(0);
    // So is single sign-on behind a NetworkPolicy that lets the API reach nothing outside.
    const sso = ['--set', 'api.signIn.sso.issuer=https://idp.example.com', '--set', 'api.signIn.sso.clientId=c'];
    const closed = render([], [...sso, '--set', 'api.signIn.sso.allowedDomains={clinic.example}']);
    expect([closed.status, closed.stderr]).toEqual([expect.any(Number), expect.stringContaining('apiExternal.cidrs')]);
    expect(closed.status).not.toBe(0);
    // By default the API reaches only PostgreSQL and Redis.
    const plainApi = find(render([]).objects, 'NetworkPolicy', 'chairside-api').spec as PolicySpec;
    expect(plainApi.egress?.flatMap((r) => r.ports?.map((p) => p.port))).toEqual([5432, 6379]);
  });

  test('values refuse a secret: no key to put one in, and extra settings refuse names of secrets', () => {
    const password = render([], ['--set', 'secrets.databasePassword=hunter2']);
    expect(password.status).not.toBe(0);
    expect(password.stderr).toContain('databasePassword');
    const viaEnv = render([], ['--set', 'api.extraEnv.SESSION_SECRET=hunter2']);
    expect(viaEnv.status).not.toBe(0);
    expect(viaEnv.stderr).toContain('SESSION_SECRET');
  });
});

describe('one remote upgraded alone', () => {
  test("a new tag for the community remote changes that remote's Deployment image and nothing else", () => {
    const key = (o: KubeObject) => `${o.kind}/${o.metadata.name}`;
    const before = new Map(render(VALUE_SETS.production).objects.map((o) => [key(o), o]));
    const after = render(VALUE_SETS.production, ['--set', 'remotes.community.image.tag=1.9.2']).objects;
    expect(after.map(key).sort()).toEqual([...before.keys()].sort());
    const changed = after.filter((o) => JSON.stringify(o) !== JSON.stringify(before.get(key(o))));
    expect(changed.map(key)).toEqual(['Deployment/chairside-mfe-community']);
    const [community] = changed;
    expect(container(community as KubeObject).image).toBe('registry.example-dental.com/chairside/mfe-community:1.9.2');
    // With the image put back, the object is the one before: the tag is the only difference.
    container(community as KubeObject).image = container(before.get(key(community as KubeObject)) as KubeObject).image;
    expect(community).toEqual(before.get('Deployment/chairside-mfe-community'));
  });
});

describe('wrong values fail at install, naming the setting', () => {
  test.each([
    ['a misspelt key', ['--set', 'api.replcas=3'], 'replcas'],
    ['a count that is not a number', ['--set-string', 'gateway.replicas=two'], 'gateway.replicas'],
    [
      'a trusted proxy range covering every address',
      ['--set', 'gateway.trustedProxies[0]=0.0.0.0/0'],
      'trustedProxies',
    ],
    ['a memory limit left out', ['--set', 'api.resources.limits=null'], 'limits'],
    ['KEDA without the Redis address', ['--set', 'worker.keda.enabled=true'], 'worker.keda.redisAddress'],
  ])('%s', (_what, args, named) => {
    const r = render([], args);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(named);
  });
});

describe('the object check itself', () => {
  const deployment = (spec: object): KubeObject => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'x' },
    spec,
  });
  const selector = { matchLabels: { a: 'b' } };

  test('refuses an unknown field, however deep', () => {
    const problems = validateObject(
      deployment({ replica: 2, selector, template: { spec: { containers: [{ name: 'a', image: 'b', imag: 'c' }] } } }),
    );
    expect(problems).toEqual([
      'Deployment/x: unknown field spec.replica',
      'Deployment/x: unknown field spec.template.spec.containers[0].imag',
    ]);
  });

  test('refuses a wrong type and a missing required field', () => {
    expect(validateObject(deployment({ replicas: 'two', selector, template: {} }))).toEqual([
      expect.stringContaining('replicas'),
    ]);
    expect(validateObject(deployment({ template: {} }))).toEqual([expect.stringContaining('selector')]);
  });

  test('refuses a kind it does not know rather than letting it through', () => {
    expect(validateObject({ apiVersion: 'v1', kind: 'Endpoints', metadata: { name: 'x' } })).toEqual([
      'Endpoints/x: v1 Endpoints is not a kind this check knows',
    ]);
  });
});

describe('NOTES.txt', () => {
  test('says where the product is and what to check first', () => {
    // helm template does not print NOTES.txt: a copy of the chart renders it as a ConfigMap's data.
    const dir = mkdtempSync(join(tmpdir(), 'chairside-notes-'));
    try {
      const chart = join(dir, 'chairside');
      cpSync(CHART, chart, { recursive: true });
      renameSync(join(chart, 'templates', 'NOTES.txt'), join(chart, 'notes.txt'));
      writeFileSync(
        join(chart, 'templates', 'notes-check.yaml'),
        'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: notes }\ndata:\n  notes: {{ tpl (.Files.Get "notes.txt") . | toJson }}\n',
      );
      const r = render(VALUE_SETS.production, ['--show-only', 'templates/notes-check.yaml'], chart);
      const notes = (r.objects[0] as unknown as { data: { notes: string } } | undefined)?.data.notes ?? r.stderr;
      expect(notes).toContain('Where: https://app.example-dental.com/');
      expect(notes).toContain('kubectl -n clinic get pods -l app.kubernetes.io/instance=chairside');
      expect(notes).toContain('maxmemory-policy is not noeviction');
      expect(notes).toContain('logs job/chairside-migrate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
