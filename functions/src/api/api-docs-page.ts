type Json = Record<string, unknown>;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function operations(document: Json): string {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  return Object.entries(paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const scope = ((op.security as Array<Record<string, string[]>> | undefined)?.[0]?.apiKey ?? []).join(
          ', ',
        );
        const body = (
          op.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined
        )?.content?.['application/json']?.schema?.$ref;
        return `<section><h3><code>${method.toUpperCase()} /api${escape(path)}</code></h3>
<p>${escape(String(op.summary ?? ''))} — autorisation <code>${escape(scope)}</code>${
          body
            ? ` — corps <a href="#${escape(body.split('/').pop() ?? '')}">${escape(body.split('/').pop() ?? '')}</a>`
            : ''
        }</p></section>`;
      }),
    )
    .join('\n');
}

function schemas(document: Json): string {
  const all = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  return Object.entries(all)
    .map(
      ([name, schema]) =>
        `<section id="${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join('\n');
}

/**
 * The readable page of the API (`/api/v1/docs`): every operation with its scope and body, then every schema,
 * all from the OpenAPI document itself (no script, nothing loaded from elsewhere).
 */
export function apiDocsPage(document: Json): string {
  const info = (document.info ?? {}) as { title?: string; description?: string; version?: string };
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title ?? 'API')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
code,pre{font-family:ui-monospace,monospace}pre{background:#f5f5f4;padding:1rem;overflow:auto;font-size:13px}
h3{margin-bottom:.25rem}a{color:#9a3412}</style></head>
<body><main><h1>${escape(info.title ?? 'API')} <small>v${escape(info.version ?? '')}</small></h1>
<p>${escape(info.description ?? '')}</p>
<p>Authentification : <code>Authorization: Bearer rfk_…</code> (clé créée dans Paramètres › Intégrations).
Document OpenAPI 3.1 : <a href="openapi.json">openapi.json</a>.</p>
<h2>Opérations</h2>
${operations(document)}
<h2>Schémas</h2>
${schemas(document)}
</main></body></html>`;
}
