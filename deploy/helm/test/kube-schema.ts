// Offline validation of rendered Kubernetes objects, as an API server would judge them:
// - kubernetes-models (the Kubernetes 1.27 OpenAPI schemas): kind, required fields, types, enums;
// - the field lists of @kubernetes/client-node's models (OpenAPI 1.34): a field no Kubernetes object has
//   (a typo, a wrong nesting) is refused, which the JSON schemas above let through.
// KEDA's ScaledObject and TriggerAuthentication are custom resources neither knows: checked against the
// small schema below, written from KEDA's v2 CRDs (the fields this chart uses and their neighbours).
import * as models from '@kubernetes/client-node/dist/gen/models/ObjectSerializer.js';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: unknown;
}

interface Validating {
  validate(): void;
}

/** The kinds this chart renders, with the kubernetes-models class that knows their schema. */
const KINDS: Record<string, new (data: never) => Validating> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
};

type AttributeMap = { baseName: string; type: string }[];
const modelClasses = models as unknown as Record<string, { getAttributeTypeMap?: () => AttributeMap } | undefined>;

/** Every problem of one object, each naming the field; empty when the API server would take it. */
export function validateObject(object: KubeObject): string[] {
  const id = `${object.kind}/${object.metadata?.name}`;
  if (object.apiVersion?.startsWith('keda.sh/')) return validateKeda(object).map((p) => `${id}: ${p}`);
  const Model = KINDS[`${object.apiVersion}/${object.kind}`];
  if (!Model) return [`${id}: ${object.apiVersion} ${object.kind} is not a kind this check knows`];
  const problems: string[] = [];
  try {
    new Model(object as never).validate();
  } catch (e) {
    problems.push(`${id}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const version = object.apiVersion.split('/').pop() ?? '';
  const typeName = `V${version.slice(1)}${object.kind}`;
  for (const p of unknownFields(object, typeName, '')) problems.push(`${id}: unknown field ${p}`);
  return problems;
}

/** Paths of fields the model `typeName` (and the models nested in it) does not have. */
function unknownFields(value: unknown, typeName: string, path: string): string[] {
  if (value === null || value === undefined) return [];
  const array = /^Array<(.+)>$/.exec(typeName);
  if (array?.[1]) {
    const itemType = array[1];
    return Array.isArray(value) ? value.flatMap((v, i) => unknownFields(v, itemType, `${path}[${i}]`)) : [];
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(typeName);
  if (map?.[1]) {
    const valueType = map[1];
    return typeof value === 'object'
      ? Object.entries(value as object).flatMap(([k, v]) => unknownFields(v, valueType, `${path}.${k}`))
      : [];
  }
  const model = modelClasses[typeName];
  // Scalars, IntOrString, Date, any: their type is the JSON schema's business.
  if (!model?.getAttributeTypeMap || typeof value !== 'object' || Array.isArray(value)) return [];
  const attributes = model.getAttributeTypeMap();
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
    const attribute = attributes.find((a) => a.baseName === key);
    const at = path ? `${path}.${key}` : key;
    return attribute ? unknownFields(v, attribute.type, at) : [at];
  });
}

type Shape = { required?: string[]; fields: Record<string, Shape | 'string' | 'number' | 'boolean' | 'labels'> };
const metadata: Shape = { required: ['name'], fields: { name: 'string', labels: 'labels', annotations: 'labels' } };
const KEDA: Record<string, Shape> = {
  ScaledObject: {
    required: ['apiVersion', 'kind', 'metadata', 'spec'],
    fields: {
      apiVersion: 'string',
      kind: 'string',
      metadata,
      spec: {
        required: ['scaleTargetRef', 'triggers'],
        fields: {
          scaleTargetRef: {
            required: ['name'],
            fields: { name: 'string', kind: 'string', apiVersion: 'string', envSourceContainerName: 'string' },
          },
          minReplicaCount: 'number',
          maxReplicaCount: 'number',
          pollingInterval: 'number',
          cooldownPeriod: 'number',
          idleReplicaCount: 'number',
          triggers: {
            required: ['type', 'metadata'],
            fields: {
              type: 'string',
              name: 'string',
              metadata: 'labels',
              authenticationRef: { required: ['name'], fields: { name: 'string', kind: 'string' } },
            },
          },
        },
      },
    },
  },
  TriggerAuthentication: {
    required: ['apiVersion', 'kind', 'metadata', 'spec'],
    fields: {
      apiVersion: 'string',
      kind: 'string',
      metadata,
      spec: {
        fields: {
          secretTargetRef: {
            required: ['parameter', 'name', 'key'],
            fields: { parameter: 'string', name: 'string', key: 'string' },
          },
        },
      },
    },
  },
};

function validateKeda(object: KubeObject): string[] {
  if (object.apiVersion !== 'keda.sh/v1alpha1') return [`apiVersion ${object.apiVersion} is not keda.sh/v1alpha1`];
  const shape = KEDA[object.kind];
  return shape ? checkShape(object, shape, '') : [`${object.kind} is not a KEDA kind this check knows`];
}

/** Arrays of objects are checked item by item against the same shape (triggers, secretTargetRef). */
function checkShape(value: unknown, shape: Shape | 'string' | 'number' | 'boolean' | 'labels', path: string): string[] {
  if (Array.isArray(value) && typeof shape === 'object')
    return value.flatMap((v, i) => checkShape(v, shape, `${path}[${i}]`));
  if (shape === 'labels')
    return value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string')
      ? []
      : [`${path}: expected a map of strings`];
  if (typeof shape === 'string') return typeof value === shape ? [] : [`${path}: expected a ${shape}`];
  if (!value || typeof value !== 'object') return [`${path}: expected an object`];
  const record = value as Record<string, unknown>;
  const missing = (shape.required ?? []).filter((k) => record[k] === undefined).map((k) => `${path}.${k}: required`);
  const fields = Object.entries(record).flatMap(([k, v]) => {
    const field = shape.fields[k];
    return field ? checkShape(v, field, `${path}.${k}`) : [`unknown field ${path}.${k}`];
  });
  return [...missing, ...fields];
}
