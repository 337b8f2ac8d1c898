import * as z from 'zod';
import { errorStatus, ZErrorBody } from '../errors.js';
import { safeParseWith, type Contract, type Schema } from './contract.js';
import { inboxSession, staffSession } from '../domain/session.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: Schema, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** An object schema of either zod build (both carry zod core's object trait). */
const hasShape = (schema: Schema): schema is z.core.$ZodObject => schema instanceof z.core.$ZodObject;

const securityOf = (contract: Contract) =>
  contract.auth.kind === 'staff'
    ? [{ staffSession: [] }]
    : contract.auth.kind === 'reporter'
      ? [{ inboxToken: [] }]
      : [];

/**
 * The one body of every refusal, as the handler kit (and the edge's rate limit) writes it:
 * `{ code, message }` and, for some codes, more. `code` lists the codes the server sends.
 */
function errorBodySchema(): JsonSchema {
  const schema = toSchema(ZErrorBody, 'output');
  const properties = schema.properties as Record<string, JsonSchema>;
  return { ...schema, properties: { ...properties, code: { ...properties.code, enum: Object.keys(errorStatus) } } };
}

const refusal = { $ref: '#/components/responses/Refusal' };
const serverError = { $ref: '#/components/responses/ServerError' };

/** The OpenAPI 3 document of the whole API, generated from the contracts. */
export function buildOpenApi(contracts: readonly Contract[], version = '0.1.0') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', contract.params],
      ['query', contract.query],
    ] as const) {
      if (!hasShape(schema)) continue;
      for (const [name, field] of Object.entries(schema._zod.def.shape)) {
        parameters.push({
          name,
          in: where,
          required: where === 'path' || !safeParseWith(field, undefined).success,
          schema: toSchema(field, 'input'),
        });
      }
    }
    const acceptsBody = !safeParseWith(contract.body, undefined).success;
    const operation: Record<string, unknown> = {
      operationId: contract.name,
      summary: contract.summary,
      tags: [contract.area],
      security: securityOf(contract),
      'x-ostoja-auth': contract.auth,
      parameters,
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: toSchema(contract.response, 'output') } } },
        '4XX': refusal,
        '5XX': serverError,
      },
    };
    if (acceptsBody) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(contract.body, 'input') } },
      };
    }
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Ostoja API', version },
    // Each deployment serves the API on its own site origin, beside the SPA (CloudFront's
    // `/api/*`, or the local gateway), and the paths carry `/api`: the servers' URL is the
    // origin the document was read from (OpenAPI 3.0.3 §4.7.5, a relative server URL).
    servers: [{ url: '/', description: 'The site that serves this document' }],
    paths,
    components: {
      securitySchemes: {
        staffSession: { type: 'apiKey', in: 'cookie', name: staffSession.cookieName },
        inboxToken: { type: 'apiKey', in: 'header', name: inboxSession.header },
      },
      responses: {
        Refusal: {
          description: 'Refused, with the uniform error body: `message` is Polish and shown as `{status} - {message}`',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        ServerError: {
          description:
            'INTERNAL or UNAVAILABLE in the same body; a failure before the handler runs (the gateway) may answer without it',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: { Error: errorBodySchema() },
    },
  };
}
