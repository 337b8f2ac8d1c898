import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpApi, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Route } from '../../functions/routes.js';
import { pascalCase, type HandlerEnvironment, type HandlerFunction } from '../constructs/handler-function.js';
import { OriginGuard } from '../constructs/origin-guard.js';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { ROUTE_CLASS_THROTTLES, routeClassOf } from '../route-classes.js';
import { AreaRoutesStack } from './area-routes-stack.js';

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
    for (const key of [
      `name ${route.contract.name}`,
      `id ${pascalCase(route.contract.name)}`,
      `route ${routeKeyOf(route)}`,
    ]) {
      const previous = seen.get(key);
      if (previous !== undefined)
        throw new Error(`Route table: ${key} is used by both ${previous} and ${route.contract.name}`);
      seen.set(key, route.contract.name);
    }
  }
}

/** The route table by area (`contract.area`), areas in name order. */
export function routesByArea(routes: readonly Route[]): Map<string, Route[]> {
  const areas = new Map<string, Route[]>();
  for (const route of routes) areas.set(route.contract.area, [...(areas.get(route.contract.area) ?? []), route]);
  return new Map([...areas].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The HTTP API behind CloudFront's `/api/*`. Each area of the route table is a nested stack of
 * its own (one Lambda, role, log group, integration, permission and route per endpoint), so the
 * 500-resource limit of a CloudFormation stack applies per area, not to the whole API. Nothing
 * here names an endpoint or an area: a new contract, or a new area, is picked up as is.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly areas: ReadonlyMap<string, AreaRoutesStack>;
  readonly handlers: ReadonlyMap<string, HandlerFunction>;
  readonly originGuard: OriginGuard;
  /**
   * The secret CloudFront sends with every API request: the origin guard lets only requests
   * carrying it through and tells the handlers so. Random, held in Secrets Manager, rotated every
   * 30 days by the web stack (constructs/origin-secret-rotation.ts); no handler holds it.
   */
  readonly originSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    assertUniqueRoutes(props.routes);
    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'Ostoja: the value CloudFront sends to the API and the origin guard checks; rotated every 30 days',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      this.originSecret,
      ['AwsSolutions-SMG4'],
      "rotated every 30 days by the web stack's RotationSchedule (constructs/origin-secret-rotation.ts): the rotation changes the distribution, which is made after this stack",
    );

    // No CORS: the browser reaches the API only through the site's own origin (docs/development.md, "Architecture").
    // Id `Api` (it was `HttpApi` while the routes lived in this stack): a deployment from before
    // the nested stacks gets a new API, since CloudFormation creates a route in its new nested
    // stack before it deletes the old one, and one API cannot hold a route key twice.
    this.httpApi = new HttpApi(this, 'Api', {
      description: 'Ostoja API (reached through CloudFront /api/*)',
      createDefaultStage: false,
    });
    // No access log settings: request logs would record reporters' addresses.
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
    });
    acknowledge(stage, ['AwsSolutions-APIG1', 'Serverless-APIGWAccessLogging'], NAG_REASONS.noAccessLogs);
    this.originGuard = new OriginGuard(this, 'OriginGuard', {
      httpApi: this.httpApi,
      originSecret: this.originSecret,
      stackPrefix: props.environment.stackPrefix,
    });

    const areas = new Map<string, AreaRoutesStack>();
    const handlers = new Map<string, HandlerFunction>();
    for (const [area, routes] of routesByArea(props.routes)) {
      const stack = new AreaRoutesStack(this, `${pascalCase(area)}Routes`, {
        description: `Ostoja API: the ${area} area (${routes.length} routes)`,
        routes,
        httpApi: this.httpApi,
        authorizerId: this.originGuard.authorizer.authorizerId,
        environment: props.environment,
      });
      areas.set(area, stack);
      for (const [name, handler] of stack.handlers) handlers.set(name, handler);
    }
    this.areas = areas;

    // Each route its class's throttle (route-classes.ts); the stage's own applies to none then,
    // but stays as the default of a route added outside the route table. Route settings name
    // routes, which must exist first.
    const routeSettings = Object.fromEntries(
      props.routes.map((route) => {
        const throttle = ROUTE_CLASS_THROTTLES[routeClassOf(route)];
        // Passed through as JSON: CloudFormation's own casing.
        return [
          routeKeyOf(route),
          { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
        ];
      }),
    );
    (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    for (const area of areas.values()) stage.node.addDependency(area);
    this.handlers = handlers;

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
