/**
 * The OpenAPI 3 document of the whole /api/v1 contract. Every endpoint registers here from the
 * same zod schemas that validate its requests (see ./endpoint.ts), so the document cannot drift
 * from what the server accepts.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import { OpenApiGeneratorV3, OpenAPIRegistry, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi'
import express, { Router } from 'express'
import { z } from 'zod'

extendZodWithOpenApi(z)

export const registry = new OpenAPIRegistry()
registry.registerComponent('securitySchemes', 'bearer', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'The accessToken returned by POST /auth/login.',
})

export const FieldErrorSchema = z
  .object({ field: z.string(), defaultMessage: z.string() })
  .openapi('FieldError', { description: 'One invalid field and what is wrong with it.' })

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ description: 'A stable code, e.g. VALIDATION_FAILED, UNAUTHORIZED, SLOT_TAKEN.' }),
    errors: z.array(FieldErrorSchema).optional(),
  })
  .openapi('Error')

let cached: object | null = null

export const openApiDocument = () => {
  cached ??= new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Medical Tourism Turkey — booking API',
      version: '1.0.0',
      description:
        'The /api/v1 contract of the portal: accounts, appointments with medical files, exports, treatment ' +
        'requests, specialities, contact and admin reference data. Success bodies carry `message` and ' +
        '`content` (plus `totalElements` and `totalPages` for pages); failures carry `message` and, for ' +
        'validation, `errors: [{ field, defaultMessage }]`.',
    },
    servers: [{ url: '/api/v1' }],
  })
  return cached
}

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Booking API reference</title>
<link rel="stylesheet" href="./assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="./assets/swagger-ui-bundle.js"></script>
<script src="./init.js"></script>
</body>
</html>`

const init = `window.ui = SwaggerUIBundle({ url: '../openapi.json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true })`

/** `/openapi.json` and an interactive reference at `/docs` (Swagger UI, served locally). */
export const docsRoutes = () =>
  Router()
    .get('/openapi.json', (_req, res) => {
      res.json(openApiDocument())
    })
    .get('/docs', (req, res, next) => {
      if (!req.originalUrl.split('?')[0]!.endsWith('/')) return res.redirect(301, `${req.baseUrl}/docs/`)
      next()
    })
    .get('/docs/', (_req, res) => {
      res.type('html').send(page)
    })
    .get('/docs/init.js', (_req, res) => {
      res.type('js').send(init)
    })
    .use('/docs/assets', express.static(swaggerDir, { index: false, maxAge: '1d' }))
