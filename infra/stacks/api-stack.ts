import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { Route } from '../../functions/routes.js';
import { accessFor } from '../access.js';
import { HandlerFunction, pascalCase, type HandlerEnvironment } from '../constructs/handler-function.js';

export interface ApiStackProps extends StackProps {
  routes: readonly Route[];
  environment: HandlerEnvironment;
  throttle: { rateLimit: number; burstLimit: number };
}

/** `GET /api/reports/{id}`: the HTTP API route key, the same `{param}` syntax as the contracts. */
export const routeKeyOf = (route: Route): string => `${route.contract.method} ${route.contract.path}`;

/** Refuses a route table that would make two Lambdas with one name or two routes with one key. */
export function assertUniqueRoutes(routes: readonly Route[]): void {
  const seen = new Map<string, string>();
  for (const route of routes) {
    for (const key of [`name ${route.contract.name}`, `id ${pascalCase(route.contract.name)}`, `route ${routeKeyOf(route)}`]) {
      const previous = seen.get(key);
      if (previous !== undefined) throw new Error(`Route table: ${key} is used by both ${previous} and ${route.contract.name}`);
      seen.set(key, route.contract.name);
    }
  }
}

/**
 * The HTTP API behind CloudFront's `/api/*`: one Lambda per route of the route table, each with
 * its area's permissions. Nothing here names an endpoint: a new contract is picked up as is.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly handlers: ReadonlyMap<string, HandlerFunction>;
  /**
   * The secret CloudFront sends with every API request so handlers may trust the viewer address
   * it forwards: the stack's own GUID, unique per deployment and unknown outside the account.
   */
  readonly originVerifyToken: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    assertUniqueRoutes(props.routes);
    this.originVerifyToken = Fn.select(2, Fn.split('/', this.stackId));

    // No CORS: the browser reaches the API only through the site's own origin (DESIGN §2).
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Ostoja API (reached through CloudFront /api/*)',
      createDefaultStage: false,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
    });

    const handlers = new Map<string, HandlerFunction>();
    for (const route of props.routes) {
      const { contract } = route;
      const id = pascalCase(contract.name);
      const handler = new HandlerFunction(this, id, {
        entry: route.entry,
        description: `${routeKeyOf(route)}: ${contract.summary}`,
        access: accessFor(contract.area),
        environment: { ...props.environment, originVerifyToken: this.originVerifyToken },
      });
      new HttpRoute(this, `${id}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(contract.path, HttpMethod[contract.method]),
        integration: new HttpLambdaIntegration(`${id}Integration`, handler.function),
      });
      handlers.set(contract.name, handler);
    }
    this.handlers = handlers;

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
