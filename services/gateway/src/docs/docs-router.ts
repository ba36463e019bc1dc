import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { apiOpenApiDocument } from '@campusloop/contracts';
import getSwaggerUiPath from 'swagger-ui-dist/absolute-path.js';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The only swagger-ui-dist files the page loads (served from node_modules, no CDN). */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png']);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CampusLoop API reference</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

// A file, not an inline script, so the page's CSP allows scripts from 'self' only. validatorUrl null:
// the page never sends the document to swagger.io's validator.
const START = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  tryItOutEnabled: false,
});
`;

/** Swagger UI needs scripts and styles from here (it sets inline styles) and calls the API on this origin. */
function docsHelmet(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
}

/**
 * The API's documentation: `GET /api/v1/openapi.json` (OpenAPI 3.1 of every route contract, built
 * once from libs/contracts) and `GET /api/docs`, Swagger UI reading it, with its files from
 * swagger-ui-dist in node_modules.
 */
export function docsRouter(): Router {
  const router = express.Router();
  let document: string | undefined;

  router.get(OPENAPI_PATH, (_req, res) => {
    document ??= JSON.stringify(apiOpenApiDocument());
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(document);
  });

  router.use(DOCS_PATH, docsHelmet());
  router.get(DOCS_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  router.get(`${DOCS_PATH}/start.js`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').send(START);
  });
  const assetsDir = path.resolve(getSwaggerUiPath());
  router.get(`${DOCS_PATH}/:file`, (req, res, next) => {
    const file = req.params['file'] as string;
    if (!ASSETS.has(file)) {
      next();
      return;
    }
    res.sendFile(file, { root: assetsDir, maxAge: '1d' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  return router;
}

/** Whether the gateway answers this path itself as documentation (not forwarded to a service). */
export function isDocsPath(pathname: string): boolean {
  return pathname === OPENAPI_PATH || pathname === DOCS_PATH || pathname.startsWith(`${DOCS_PATH}/`);
}
