import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { ErrorBody } from '@shared/errors.js';
import { rateLimitTexts } from '@shared/messages/errors.js';
import type { EdgeRateLimit } from '../edge-limits.js';

type Statement = wafv2.CfnWebACL.StatementProperty;

/** AWS managed rule groups on every request; no IP-reputation or anonymous-IP list (reporters use Tor and VPNs). */
export const MANAGED_RULE_GROUPS = [
  {
    name: 'AWSManagedRulesCommonRuleSet',
    // Report ciphertext and category forms are larger than the rule set's 8 KB body limit.
    countInsteadOfBlock: ['SizeRestrictions_BODY'],
  },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countInsteadOfBlock: [] },
] as const;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  // Sampled requests would keep viewers' addresses and headers for three hours.
  sampledRequestsEnabled: false,
});

/** `/api/public/forms/{alias}/submissions` → `^/api/public/forms/[^/]+/submissions$`, lower case like the inspected path. */
export function pathPattern(path: string): string {
  const escaped = path.toLowerCase().replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/\{\w+\}/g, '[^/]+')}$`;
}

/** `POST /api/auth/login` → method and path. */
export function parseRouteKey(key: string): { method: string; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(key);
  if (!match) throw new Error(`Not a route key (METHOD /path): "${key}"`);
  return { method: match[1]!, path: match[2]! };
}

/** Requests to any of `routeKeys`: method exactly, path (URL-decoded, lower case) by pattern. */
export function routesStatement(routeKeys: readonly string[]): Statement {
  const byMethod = new Map<string, string[]>();
  for (const key of routeKeys) {
    const { method, path } = parseRouteKey(key);
    byMethod.set(method, [...(byMethod.get(method) ?? []), pathPattern(path)]);
  }
  const perMethod: Statement[] = [...byMethod].map(([method, patterns]) => ({
    andStatement: {
      statements: [
        {
          byteMatchStatement: {
            fieldToMatch: { method: {} },
            positionalConstraint: 'EXACTLY',
            searchString: method,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
        {
          regexMatchStatement: {
            fieldToMatch: { uriPath: {} },
            regexString: patterns.length === 1 ? patterns[0]! : `(?:${patterns.join('|')})`,
            textTransformations: [
              { priority: 0, type: 'URL_DECODE' },
              { priority: 1, type: 'LOWERCASE' },
            ],
          },
        },
      ],
    },
  }));
  return perMethod.length === 1 ? perMethod[0]! : { orStatement: { statements: perMethod } };
}

const rateLimitedBodyKey = (windowSeconds: number) => `rate-limited-${windowSeconds}`;

export interface EdgeFirewallProps {
  /** Names the web ACL and its metrics. */
  name: string;
  rateLimits: readonly EdgeRateLimit[];
  /** The limit on every request of one client, counted after `rateLimits`. */
  catchAll: Omit<EdgeRateLimit, 'routes'>;
}

/**
 * The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT, so its stack is in us-east-1):
 * first the per-client rate limits (so every attempt counts), the route groups' and then the one
 * on every request of a client, then the managed rule groups.
 * A rate-limited client gets 429 with the API's own error body, a Polish "try again in 5 min"
 * and `retry-after`. Metrics only: sampling off and no logging configuration.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The web ACL's name (its CloudWatch metrics' `WebACL` dimension). */
  readonly name: string;
  /** Its rules' names, in order (the metrics' `Rule` dimension). */
  readonly ruleNames: readonly string[];

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    this.name = props.name;
    const limits: (Omit<EdgeRateLimit, 'routes'> & { routes?: readonly string[] })[] = [
      ...props.rateLimits,
      props.catchAll,
    ];
    const windows = [...new Set(limits.map((rule) => rule.windowSeconds))];
    const rateRules: wafv2.CfnWebACL.RuleProperty[] = limits.map((rule, priority) => {
      if (rule.limit < 10)
        throw new Error(`Edge limit ${rule.name}: AWS WAF counts at least 10 requests, got ${rule.limit}`);
      return {
        name: rule.name,
        priority,
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: rateLimitedBodyKey(rule.windowSeconds),
              responseHeaders: [{ name: 'retry-after', value: String(rule.windowSeconds) }],
            },
          },
        },
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: rule.limit,
            evaluationWindowSec: rule.windowSeconds,
            ...(rule.routes ? { scopeDownStatement: routesStatement(rule.routes) } : {}),
          },
        },
        visibilityConfig: visibility(`${props.name}-${rule.name}`),
      };
    });
    const managedRules: wafv2.CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((group, i) => ({
      name: group.name,
      priority: rateRules.length + i,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ...(group.countInsteadOfBlock.length
            ? { ruleActionOverrides: group.countInsteadOfBlock.map((name) => ({ name, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(`${props.name}-${group.name}`),
    }));

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'Ostoja: per-client limits and AWS managed rules in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      customResponseBodies: Object.fromEntries(
        windows.map((seconds) => [
          rateLimitedBodyKey(seconds),
          {
            contentType: 'APPLICATION_JSON',
            content: JSON.stringify({
              code: 'RATE_LIMITED',
              message: rateLimitTexts.retryAfter(seconds),
              key: 'rateLimitTexts.retryAfter',
              args: [seconds],
              retryAfterSeconds: seconds,
            } satisfies ErrorBody),
          },
        ]),
      ),
      rules: [...rateRules, ...managedRules],
    });
    this.ruleNames = [...rateRules, ...managedRules].map((rule) => rule.name);
  }
}
