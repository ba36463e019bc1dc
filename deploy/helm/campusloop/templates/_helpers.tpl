{{/* The resource-name prefix: `<release>-`. In-cluster URLs in files/services.json use it. */}}
{{- define "campusloop.prefix" -}}
{{- printf "%s-" .Release.Name | trunc 40 -}}
{{- end -}}

{{/* Labels of one part (`gateway`, `feed`, ...). */}}
{{- define "campusloop.labels" -}}
app.kubernetes.io/name: campusloop
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* The derived per-service configuration. */}}
{{- define "campusloop.config" -}}
{{- .Files.Get "files/services.json" -}}
{{- end -}}
