// The pod-level views the specs read: each workload's pod spec and containers, typed loosely (the
// objects were validated against the Kubernetes schemas before any spec looks inside).
import type { KubeObject } from './kube-schema';

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}

interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: Probe };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}

export interface PodSpec {
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object; configMap?: { name: string } }[];
  topologySpreadConstraints?: { topologyKey: string; labelSelector: { matchLabels: Record<string, string> } }[];
}

/** The objects that run pods: Deployments and the migration Job. */
export const workloads = (objects: KubeObject[]) => objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job');

export function podSpec(workload: KubeObject): PodSpec {
  return (workload.spec as { template: { spec: PodSpec } }).template.spec;
}

export function container(workload: KubeObject): Container {
  const [first] = podSpec(workload).containers;
  if (!first) throw new Error(`${workload.metadata.name} has no container`);
  return first;
}

export function envOf(workload: KubeObject): Record<string, EnvVar> {
  return Object.fromEntries((container(workload).env ?? []).map((e) => [e.name, e]));
}
