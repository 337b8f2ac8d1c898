import { Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource } from 'aws-cdk-lib/custom-resources';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag (AwsSolutions and Serverless packs) checks the whole deployment in the infra tests
 * (tests/infra/nag.test.ts). A finding we accept is acknowledged where the resource is made, with
 * `Validations.of(construct).acknowledge({ id, reason })`; the reason is part of the code.
 */

const objectsOfOnePrefix =
  'objects under one prefix of one bucket (`prefix/*`): each function is granted only the prefixes its access line names (infra/access.ts), never the whole bucket';

/**
 * Why a function may hold a resource ending in `*`, by the Sid of its statement
 * (constructs/function-policy.ts). A statement whose Sid is missing here is not acknowledged, so a
 * new wildcard fails the infra tests until its reason is written down.
 */
export const WILDCARD_REASONS: Readonly<Record<string, string>> = {
  Traces:
    "X-Ray's PutTraceSegments and PutTelemetryRecords have no resource-level permissions: `*` is the only resource IAM accepts",
  Sms: 'publishing an SMS straight to a phone number has no resource ARN: `*` is the only resource IAM accepts for sns:Publish',
  Table: "the table's own indexes (`table/index/*`), for Query on a GSI; no other table",
  Email:
    'any SES identity (in the SES sandbox every recipient is an identity), but only as the configured sender (ses:FromAddress) and through the configuration set',
  FilesRead: objectsOfOnePrefix,
  FilesWrite: objectsOfOnePrefix,
  FilesDelete: objectsOfOnePrefix,
  FilesPurge: objectsOfOnePrefix,
  FilesReplicaPurge:
    "the versions of objects under one prefix (`reports/`) of the files bucket's disaster-recovery replica, for the deletion of data marked irrelevant; nothing else of it",
  AntivirusScan: 'objects under `scan/` of the bucket GuardDuty scans, nothing else of it',
  InboundMail: 'the received messages under `inbound/` of the e-mail bucket, nothing else of it',
  LogAnchors:
    "the organisations' anchors under `heads/` of the log-anchor bucket (one object each, named by the table and the organisation), nothing else of it",
  RandomPassword:
    "Secrets Manager's GetRandomPassword reads no resource: `*` is the only resource IAM accepts (the origin secret's rotation)",
};

/** cdk-nag's spelling of a resource in a finding id (its flattenCfnReference). */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const value = node as Record<string, unknown>;
  if (value['Fn::Join']) {
    const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
    return items.map(flatten).join(delimiter);
  }
  if (value['Fn::Sub']) return flatten(value['Fn::Sub']);
  if (value['Fn::GetAtt']) {
    const [resource, attribute] = value['Fn::GetAtt'] as [unknown, unknown];
    return `<${flatten(resource)}.${flatten(attribute)}>`;
  }
  if (value['Fn::ImportValue']) return flatten(value['Fn::ImportValue']);
  if (value.Ref) return `<${flatten(value.Ref)}>`;
  return JSON.stringify(node);
}

type Statement = { Sid?: string; Effect: string; Action?: unknown; Resource?: unknown };

/** Constructs made by CDK (custom-resource providers) whose every wildcard is accepted, with why. */
const wildcardOwners = new WeakMap<IConstruct, string>();

/**
 * Accepts every wildcard (actions and resources) in the roles and policies under `scope`: for
 * roles CDK writes itself, whose statements carry no Sid of ours. Applied by
 * acknowledgeScopedWildcards.
 */
export function acceptWildcardsOf(scope: IConstruct, reason: string): void {
  wildcardOwners.set(scope, reason);
}

const ownerReason = (node: IConstruct): string | undefined =>
  node.node.scopes.map((scope) => wildcardOwners.get(scope)).findLast((reason) => reason !== undefined);
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Acknowledges, on each role and policy, exactly the AwsSolutions-IAM5 findings of the statements
 * whose Sid has a reason in WILDCARD_REASONS, and every one under a scope given to
 * acceptWildcardsOf. Runs on a synthesised app: the finding ids spell
 * out the resolved references (e.g. the table's ARN read from the data stack's outputs), which
 * exist only once the app is synthesised.
 */
export function acknowledgeScopedWildcards(root: IConstruct): void {
  for (const node of root.node.findAll()) {
    let documents: unknown[];
    if (node instanceof CfnRole) {
      const policies = asArray(Stack.of(node).resolve(node.policies) as unknown[] | undefined);
      documents = policies.map(
        (policy): unknown => Stack.of(node).resolve((policy as { policyDocument: unknown }).policyDocument) as unknown,
      );
    } else if (node instanceof CfnPolicy) {
      documents = [Stack.of(node).resolve(node.policyDocument) as unknown];
    } else continue;
    const owner = ownerReason(node);
    for (const document of documents) {
      for (const statement of asArray((document as { Statement?: Statement[] }).Statement)) {
        const reason = owner ?? (statement.Sid === undefined ? undefined : WILDCARD_REASONS[statement.Sid]);
        if (statement.Effect !== 'Allow' || reason === undefined) continue;
        const resources = asArray(statement.Resource)
          .map(flatten)
          .filter((r) => r.includes('*'));
        const actions = owner ? asArray(statement.Action as string | string[]).filter((a) => a.includes('*')) : [];
        for (const finding of [...resources.map((r) => `Resource::${r}`), ...actions.map((a) => `Action::${a}`)])
          Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
      }
    }
  }
}

/** Reasons that recur on several constructs. */
export const NAG_REASONS = {
  /** Serverless-SQSRedrivePolicy on a dead-letter queue. */
  deadLetterQueue:
    'this queue is itself the dead-letter queue: its messages wait for an operator (the JobFailed alarm), a further redrive would hide them',
  /** Serverless-LambdaDLQ on a function API Gateway invokes. */
  synchronous:
    'invoked synchronously by API Gateway: the caller receives the error and retries; a dead-letter queue only ever receives asynchronous invocations',
  /** AwsSolutions-S1 and access logs anywhere on the request path. */
  noAccessLogs:
    "no access log by design: it would record reporters' and staff's addresses and request paths (docs/security.md), which we keep nowhere",
} as const;

/** Acknowledges several findings on one construct with one reason. */
export function acknowledge(scope: IConstruct, ids: readonly string[], reason: string): void {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
}

/** The singleton Lambda that `AwsCustomResource` puts in a stack (CDK's provider, not ours). */
export function acknowledgeCustomResourceProvider(stack: Stack): void {
  const provider = stack.node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
  if (!provider) return;
  acknowledge(
    provider,
    [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'Serverless-LambdaDLQ',
      'Serverless-LambdaDefaultMemorySize',
    ],
    "CDK's own provider for AwsCustomResource, run by CloudFormation during a deploy (a failure fails the deploy, which is its report); its role, memory and runtime are CDK's",
  );
}

/** The singleton Lambda that `BucketDeployment` puts in a stack (CDK's provider, not ours). */
export function acknowledgeBucketDeploymentProvider(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    const reason =
      "CDK's own provider for BucketDeployment, run by CloudFormation during a deploy to copy the SPA's build (a failure fails the deploy); its role, runtime and memory are CDK's";
    acknowledge(
      child,
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'AwsSolutions-L1',
        'Serverless-LambdaLatestVersion',
        'Serverless-LambdaDLQ',
      ],
      reason,
    );
    acceptWildcardsOf(child, reason);
  }
}
