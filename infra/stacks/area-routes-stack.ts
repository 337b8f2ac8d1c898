import { Duration, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import { HttpAuthorizer, HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { SCANNING_ROUTE_TIMEOUT_SECONDS } from '@shared/domain/retries.js';
import type { Route } from '../../functions/routes.js';
import { removesFileVersions, routeFunctionAccess } from '../access.js';
import { invoiceRoutes, paymentRoutes } from '../billing.js';
import { HandlerFunction, pascalCase, type HandlerEnvironment } from '../constructs/handler-function.js';

export interface AreaRoutesStackProps extends NestedStackProps {
  /** The routes of one area (all with the same `contract.area`). */
  routes: readonly Route[];
  httpApi: IHttpApi;
  /** The origin guard every route goes through (see constructs/origin-guard.ts). */
  authorizerId: string;
  environment: HandlerEnvironment;
}

/**
 * One area of the API: per route a Lambda with its own role (access.ts: the area's access, as the
 * route narrows it), its log group, and the HTTP API route with its integration and permission —
 * six resources a route.
 */
export class AreaRoutesStack extends NestedStack {
  readonly handlers: ReadonlyMap<string, HandlerFunction>;

  constructor(scope: Construct, id: string, props: AreaRoutesStackProps) {
    super(scope, id, props);
    const authorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'OriginGuard', {
      authorizerId: props.authorizerId,
      authorizerType: 'CUSTOM',
    });
    const handlers = new Map<string, HandlerFunction>();
    for (const route of props.routes) {
      const { contract } = route;
      const id = pascalCase(contract.name);
      const access = routeFunctionAccess(contract);
      if (removesFileVersions(access)) {
        throw new Error(`Route ${contract.name}: only a scheduled job may remove file versions (purge)`);
      }
      if (access.scan && route.timeoutSeconds < SCANNING_ROUTE_TIMEOUT_SECONDS) {
        throw new Error(
          `Route ${contract.name}: its access has scan, so its timeout must let it wait for the verdict (functions/routes.ts)`,
        );
      }
      const handler = new HandlerFunction(this, id, {
        entry: route.entry,
        description: `${contract.method} ${contract.path}: ${contract.summary}`,
        access,
        // The route table's, which the local gateway's clock follows too.
        timeout: Duration.seconds(route.timeoutSeconds),
        environment: props.environment,
        payments: paymentRoutes.has(contract.name),
        invoiceRenderer: invoiceRoutes.has(contract.name),
      });
      new HttpRoute(this, `${id}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(contract.path, HttpMethod[contract.method]),
        integration: new HttpLambdaIntegration(`${id}Integration`, handler.function),
        authorizer,
      });
      acknowledge(handler.function, ['Serverless-LambdaDLQ'], NAG_REASONS.synchronous);
      handlers.set(contract.name, handler);
    }
    this.handlers = handlers;
  }
}
