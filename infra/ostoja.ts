import { Annotations, type App } from 'aws-cdk-lib';
import { routes as allRoutes, type Route } from '../functions/routes.js';
import { FALLBACK_CORS_ORIGIN, type OstojaConfig } from './config.js';
import type { HandlerEnvironment } from './constructs/handler-function.js';
import { jobs as allJobs, type JobDefinition } from './jobs.js';
import { ApiStack } from './stacks/api-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { JobsStack } from './stacks/jobs-stack.js';
import { WebStack } from './stacks/web-stack.js';
import { webDist, webDistIsBuilt } from './paths.js';

export interface OstojaOptions {
  routes?: readonly Route[];
  jobs?: readonly JobDefinition[];
  /** Built SPA folder; default `web/dist` when it holds an index.html. `null`: never upload. */
  siteDist?: string | null;
}

export interface OstojaStacks {
  data: DataStack;
  api: ApiStack;
  web: WebStack;
  /** Only when at least one job exists (an empty stack cannot be deployed). */
  jobs: JobsStack | undefined;
}

/**
 * The whole deployment: data → api → web, plus jobs. Deploy order follows the references:
 * the API needs the table and bucket, CloudFront needs the API's endpoint and the bucket's
 * domain (for the CSP). The site origin flows the other way only through configuration
 * (`siteOrigin` / `domainName`), which is what keeps the graph free of cycles.
 */
export function createOstoja(app: App, config: OstojaConfig, options: OstojaOptions = {}): OstojaStacks {
  const { env, stackPrefix: prefix } = config;
  const routes = options.routes ?? allRoutes;
  const jobs = options.jobs ?? allJobs;
  const siteDist = options.siteDist === null ? undefined : (options.siteDist ?? (webDistIsBuilt() ? webDist : undefined));

  if (config.regionWarning) Annotations.of(app).addWarningV2('ostoja:config:region', config.regionWarning);
  if (!config.siteOrigin) {
    Annotations.of(app).addWarningV2(
      'ostoja:config:siteOrigin',
      `No siteOrigin/domainName given: APP_ORIGIN is not set for the handlers and uploads are allowed from ${FALLBACK_CORS_ORIGIN}. ` +
        'After the first deploy, deploy again with -c siteOrigin=<SiteUrl output> (see infra/README.md).',
    );
  }

  const data = new DataStack(app, `${prefix}-Data`, {
    env,
    description: 'Ostoja: DynamoDB table and files bucket (retained)',
    corsOrigins: [config.siteOrigin ?? FALLBACK_CORS_ORIGIN],
  });

  const environment: HandlerEnvironment = {
    table: data.table,
    filesBucket: data.filesBucket,
    mailFrom: config.mailFrom,
    siteOrigin: config.siteOrigin,
    logLevel: config.logLevel,
  };

  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    description: 'Ostoja: HTTP API, one Lambda per route',
    routes,
    environment,
    throttle: config.apiThrottle,
  });

  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    description: 'Ostoja: CloudFront distribution and the SPA bucket',
    httpApi: api.httpApi,
    originVerifyToken: api.originVerifyToken,
    filesBucket: data.filesBucket,
    domainName: config.domainName,
    certificateArn: config.certificateArn,
    siteDist,
  });

  const jobsStack =
    jobs.length > 0
      ? new JobsStack(app, `${prefix}-Jobs`, { env, description: 'Ostoja: scheduled jobs', jobs, environment })
      : undefined;

  return { data, api, web, jobs: jobsStack };
}
