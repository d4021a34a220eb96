{{/* Names: <release>-chairside, or the release name alone when it already says chairside. */}}
{{- define "chairside.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* The name of one component's objects: chairside.name (dict "root" $ "component" "api"). */}}
{{- define "chairside.name" -}}
{{- printf "%s-%s" (include "chairside.fullname" .root) .component -}}
{{- end -}}

{{- define "chairside.selectorLabels" -}}
app.kubernetes.io/name: chairside
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* No image tag here: a remote's new tag changes its own Deployment and nothing else. */}}
{{- define "chairside.labels" -}}
{{ include "chairside.selectorLabels" . }}
app.kubernetes.io/part-of: chairside
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{/* image: chairside.image (dict "root" $ "image" .Values.api.image) */}}
{{- define "chairside.image" -}}
{{- $g := .root.Values.image -}}
{{- $tag := .image.tag | default $g.tag | default .root.Chart.AppVersion -}}
{{- $repo := .image.repository -}}
{{- $first := index (splitList "/" $repo) 0 -}}
{{- if and $g.registry (not (or (contains "." $first) (contains ":" $first) (eq $first "localhost"))) -}}
{{- $repo = printf "%s/%s" (trimSuffix "/" $g.registry) $repo -}}
{{- end -}}
{{- printf "%s:%s" $repo $tag -}}
{{- end -}}

{{/* Everything a pod of this chart shares: no service-account token, non-root, seccomp. */}}
{{- define "chairside.podSpecCommon" -}}
automountServiceAccountToken: false
enableServiceLinks: false
securityContext:
  runAsNonRoot: true
  # The images' user `node`.
  runAsUser: 1000
  runAsGroup: 1000
  fsGroup: 1000
  seccompProfile:
    type: RuntimeDefault
{{- if ne .component "migrate" }}
# Replicas spread over nodes where the cluster allows, so a node going down takes as few of them as it can.
topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: ScheduleAnyway
    labelSelector:
      matchLabels:
        {{- include "chairside.selectorLabels" . | nindent 8 }}
{{- end }}
{{- with .root.Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .root.Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .root.Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{- define "chairside.containerSecurity" -}}
securityContext:
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  runAsNonRoot: true
  capabilities:
    drop: [ALL]
{{- end -}}

{{/* The only writable path the apps need: /tmp (libvips and Node may put scratch files there). */}}
{{- define "chairside.tmpVolume" -}}
volumes:
  - name: tmp
    emptyDir:
      sizeLimit: 64Mi
{{- end -}}

{{- define "chairside.tmpMount" -}}
volumeMounts:
  - name: tmp
    mountPath: /tmp
{{- end -}}

{{- define "chairside.podMetadata" -}}
metadata:
  labels:
    {{- include "chairside.selectorLabels" . | nindent 4 }}
    {{- with .root.Values.podLabels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  {{- with .root.Values.podAnnotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}

{{- define "chairside.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ .root.Values.secrets.existingSecret }}
      key: {{ .key }}
      {{- if .optional }}
      optional: true
      {{- end }}
{{- end -}}

{{/* What the API, its migration and the worker share: the database, Redis, the queue prefix. */}}
{{- define "chairside.backendEnv" -}}
- name: NODE_ENV
  value: production
{{ include "chairside.secretEnv" (dict "root" .root "name" "DATABASE_URL" "key" .root.Values.secrets.keys.databaseUrl) }}
{{ include "chairside.secretEnv" (dict "root" .root "name" "REDIS_URL" "key" .root.Values.secrets.keys.redisUrl) }}
- name: QUEUE_PREFIX
  value: {{ .root.Values.queuePrefix | quote }}
- name: REDIS_REQUIRE_NOEVICTION
  value: {{ ternary "on" "off" .root.Values.redis.requireNoEviction | quote }}
{{- end -}}

{{/* The API's settings (the migration reads the same configuration, so it gets them too). */}}
{{- define "chairside.apiEnv" -}}
{{ include "chairside.backendEnv" . }}
{{ include "chairside.secretEnv" (dict "root" .root "name" "SESSION_SECRET" "key" .root.Values.secrets.keys.sessionSecret) }}
- name: NODE_OPTIONS
  value: {{ printf "--max-old-space-size=%d" (int .root.Values.api.maxOldSpaceSizeMb) | quote }}
- name: HOST
  value: 0.0.0.0
- name: PORT
  value: '3333'
- name: DEMO_ACCOUNTS
  value: {{ ternary "on" "off" .root.Values.api.demoAccounts | quote }}
- name: COOKIE_SECURE
  value: {{ ternary "on" "off" .root.Values.api.cookieSecure | quote }}
- name: TRUST_PROXY_HOPS
  value: {{ .root.Values.api.trustProxyHops | quote }}
- name: DB_POOL_MAX
  value: {{ .root.Values.api.dbPoolMax | quote }}
{{- $signIn := .root.Values.api.signIn }}
- name: PUBLIC_ORIGIN
  value: {{ $signIn.publicOrigin | default (printf "https://%s" .root.Values.ingress.host) | quote }}
{{ include "chairside.secretEnv" (dict "root" .root "name" "SMTP_URL" "key" .root.Values.secrets.keys.smtpUrl "optional" true) }}
{{- with $signIn.sso }}
{{- if .issuer }}
- name: OIDC_ISSUER
  value: {{ .issuer | quote }}
- name: OIDC_CLIENT_ID
  value: {{ .clientId | quote }}
- name: OIDC_ALLOWED_DOMAINS
  value: {{ join "," .allowedDomains | quote }}
{{- if .groupName }}
- name: OIDC_GROUP_NAME
  value: {{ .groupName | quote }}
{{- end }}
{{ include "chairside.secretEnv" (dict "root" $.root "name" "OIDC_CLIENT_SECRET" "key" $.root.Values.secrets.keys.oidcClientSecret) }}
{{- end }}
{{- end }}
{{- range $name, $value := .root.Values.api.extraEnv }}
- name: {{ $name }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- end -}}

{{/* Grace period of a pod: its preStop sleep, the app's own drain bound, and some slack to exit. */}}
{{- define "chairside.api.gracePeriod" -}}
{{- $v := .Values.api -}}
{{- add $v.preStopSleepSeconds (div (add $v.shutdownTimeoutMs 999) 1000) $v.terminationExtraSeconds -}}
{{- end -}}

{{/* Egress to the external PostgreSQL and Redis (addresses from values). */}}
{{- define "chairside.databaseEgress" -}}
{{- $np := .Values.networkPolicy -}}
- to:
    {{- range $np.postgresql.cidrs }}
    - ipBlock: { cidr: {{ . }} }
    {{- end }}
  ports:
    - { protocol: TCP, port: {{ $np.postgresql.port }} }
- to:
    {{- range $np.redis.cidrs }}
    - ipBlock: { cidr: {{ . }} }
    {{- end }}
  ports:
    - { protocol: TCP, port: {{ $np.redis.port }} }
{{- end -}}
