{{/*
A static front-end (the shell or one remote): the image's tiny static server on 8080, /healthz.
chairside.frontEnd (dict "root" $ "component" "mfe-community" "app" .Values.remotes.community "env" (list ...))
*/}}
{{- define "chairside.frontEnd" -}}
{{- $ctx := dict "root" .root "component" .component -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "chairside.name" $ctx }}
  labels:
    {{- include "chairside.labels" $ctx | nindent 4 }}
spec:
  replicas: {{ .app.replicas }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "chairside.selectorLabels" $ctx | nindent 6 }}
  template:
    {{- include "chairside.podMetadata" $ctx | nindent 4 }}
    spec:
      {{- include "chairside.podSpecCommon" $ctx | nindent 6 }}
      terminationGracePeriodSeconds: 15
      containers:
        - name: {{ .component }}
          image: {{ include "chairside.image" (dict "root" .root "image" .app.image) | quote }}
          imagePullPolicy: {{ .root.Values.image.pullPolicy }}
          env:
            - name: HOST
              value: 0.0.0.0
            - name: PORT
              value: '8080'
            # Within the grace period: preStop sleep (3 s) + this + time to exit.
            - name: SHUTDOWN_TIMEOUT_MS
              value: '10000'
            {{- range .env }}
            - name: {{ .name }}
              value: {{ .value | quote }}
            {{- end }}
          ports:
            - name: http
              containerPort: 8080
              protocol: TCP
          startupProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 2
            failureThreshold: 30
          readinessProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 10
            timeoutSeconds: 3
          livenessProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 20
            timeoutSeconds: 3
            failureThreshold: 3
          lifecycle:
            preStop:
              exec: { command: [sleep, '3'] }
          resources:
            {{- toYaml .app.resources | nindent 12 }}
          {{- include "chairside.containerSecurity" . | nindent 10 }}
          {{- include "chairside.tmpMount" . | nindent 10 }}
      {{- include "chairside.tmpVolume" . | nindent 6 }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ include "chairside.name" $ctx }}
  labels:
    {{- include "chairside.labels" $ctx | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "chairside.selectorLabels" $ctx | nindent 4 }}
  ports:
    - name: http
      port: 8080
      targetPort: http
      protocol: TCP
{{- end -}}
