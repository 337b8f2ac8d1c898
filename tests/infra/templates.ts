import { NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { FunctionAccess } from '../../infra/access.js';
import type { OstojaStacks } from '../../infra/ostoja.js';

/** Reading synthesised templates: every stack with its nested stacks, and functions' policies. */

export type Resource = { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string; DependsOn?: unknown };
export type Statement = {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Condition?: Record<string, any>;
};

export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export const resourcesOf = (template: Template): Record<string, Resource> =>
  template.toJSON().Resources as Record<string, Resource>;

/** Every stack of the app, nested stacks included, by stack path (e.g. `Ostoja-Api/AuthRoutes`). */
export function templatesOf(stacks: OstojaStacks): Map<string, Template> {
  const out = new Map<string, Template>();
  const add = (stack: Stack) => {
    out.set(stack.node.path, Template.fromStack(stack));
    for (const child of stack.node.findAll()) {
      if (child !== stack && child instanceof NestedStack && child.nestedStackParent === stack) add(child);
    }
  };
  for (const stack of Object.values(stacks)) if (stack instanceof Stack) add(stack);
  return out;
}

/** Every IAM statement of a template: policy documents and roles' inline policies. */
export function statementsOf(template: Template): Statement[] {
  const out: Statement[] = [];
  for (const resource of Object.values(resourcesOf(template))) {
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') {
      out.push(...asArray<Statement>(resource.Properties?.PolicyDocument?.Statement));
    }
    if (resource.Type === 'AWS::IAM::Role') {
      for (const policy of asArray<any>(resource.Properties?.Policies))
        out.push(...asArray<Statement>(policy.PolicyDocument?.Statement));
    }
  }
  return out;
}

/** The Lambda whose construct id is `constructId` (e.g. `Logout`), and its role. */
export function functionAndRole(template: Template, constructId: string): { fn: Resource; role: Resource } {
  const resources = resourcesOf(template);
  const fnEntry = Object.entries(resources).find(
    ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(`${constructId}Function`),
  );
  if (!fnEntry) throw new Error(`No Lambda for ${constructId}`);
  const roleId = fnEntry[1].Properties!.Role['Fn::GetAtt'][0] as string;
  return { fn: fnEntry[1], role: resources[roleId]! };
}

/** The statements of a function's role: its one inline policy (and proof there is no other). */
export function roleStatements(template: Template, constructId: string): Statement[] {
  const { role } = functionAndRole(template, constructId);
  const roleId = Object.entries(resourcesOf(template)).find(([, r]) => r === role)![0];
  const attached = Object.values(resourcesOf(template)).filter(
    (r) => r.Type === 'AWS::IAM::Policy' && asArray<any>(r.Properties?.Roles).some((ref) => ref.Ref === roleId),
  );
  if (attached.length > 0 || role.Properties?.ManagedPolicyArns)
    throw new Error(`${constructId}: its role has policies beyond its inline one`);
  return asArray<any>(role.Properties?.Policies).flatMap((policy) =>
    asArray<Statement>(policy.PolicyDocument.Statement),
  );
}

/** `{ 'Fn::Join': ['', [bucketArn, '/tmp/submissions/*']] }` → `tmp/submissions/`. */
function objectPrefix(resource: any): string {
  const parts = resource?.['Fn::Join']?.[1] as unknown[] | undefined;
  const last = parts?.at(-1);
  if (typeof last !== 'string' || !last.startsWith('/') || !last.endsWith('*'))
    throw new Error(`Not an object ARN pattern: ${JSON.stringify(resource)}`);
  return last.slice(1, -1);
}

/**
 * A function's grants in one line, e.g. `table GetItem PutItem | write tmp/submissions/ | list`:
 * what the reviewed tables in the tests compare. Logs and traces, which every function has, and
 * the use of the table's and the bucket's keys, which follows from the grants, are checked apart; anything unknown shows as `unexpected`.
 */
export function describeGrants(statements: readonly Statement[]): string {
  const parts: string[] = [];
  for (const statement of statements) {
    const actions = asArray(statement.Action);
    switch (statement.Sid) {
      case 'OwnLogs':
      case 'Traces':
      case 'TableKey':
      case 'FilesKey':
        break;
      case 'Table':
        parts.push(`table ${actions.map((a) => a.replace('dynamodb:', '')).join(' ')}`);
        break;
      case 'FilesRead':
      case 'FilesWrite':
      case 'FilesDelete':
      case 'FilesPurge':
        parts.push(
          `${statement.Sid.slice(5).toLowerCase()} ${asArray(statement.Resource).map(objectPrefix).join(' ')}`,
        );
        break;
      case 'FilesList':
        parts.push(actions.includes('s3:ListBucketVersions') ? 'list versions' : 'list');
        break;
      case 'AntivirusScan':
        parts.push(`scan ${asArray(statement.Resource).map(objectPrefix).join(' ')} ${actions.join(' ')}`);
        break;
      case 'Email':
        parts.push('email');
        break;
      case 'Sms':
        parts.push('sms');
        break;
      case 'DeadLetters':
        parts.push('dead-letters');
        break;
      case 'OrganisationQueueSend':
      case 'OrganisationQueueReceive':
        parts.push(`queue ${actions.map((a) => a.replace('sqs:', '')).join(' ')}`);
        break;
      case 'InboundMail':
        parts.push(
          `inbound ${actions.map((a) => a.replace('s3:', '')).join(' ')} ${asArray(statement.Resource).map(objectPrefix).join(' ')}`,
        );
        break;
      case 'InboundMailList':
        parts.push('inbound list');
        break;
      case 'ReceiptKey':
        parts.push(`receipt-key ${actions.map((a) => a.replace('kms:', '')).join(' ')}`);
        break;
      case 'RateLimitKey':
        parts.push('rate-limit-key');
        break;
      case 'ReplyNoticeKey':
        parts.push(`reply-notice-key ${actions.map((a) => a.replace('kms:', '')).join(' ')}`);
        break;
      case 'TotpKey':
        parts.push(`totp-key ${actions.map((a) => a.replace('kms:', '')).join(' ')}`);
        break;
      case 'LogAnchors':
        parts.push(
          `log-anchor ${actions.map((a) => a.replace('s3:', '')).join(' ')} ${asArray(statement.Resource).map(objectPrefix).join(' ')}`,
        );
        break;
      case 'LogAnchorsList':
        parts.push('log-anchor list');
        break;
      default:
        parts.push(`unexpected ${JSON.stringify(statement)}`);
    }
  }
  return parts.join(' | ');
}

/** The same line, from an access object (for routes without a row in the reviewed table). */
export function describeAccess(access: FunctionAccess): string {
  const parts: string[] = [];
  if (access.table.length) parts.push(`table ${[...new Set(access.table)].sort().join(' ')}`);
  for (const right of ['read', 'write', 'delete', 'purge'] as const) {
    const prefixes = Object.entries(access.files)
      .filter(([, rights]) => rights.includes(right))
      .map(([prefix]) => prefix)
      .sort();
    if (prefixes.length) parts.push(`${right} ${prefixes.join(' ')}`);
  }
  const purges = Object.values(access.files).some((rights) => rights.includes('purge'));
  if (access.listFiles || purges) parts.push(purges ? 'list versions' : 'list');
  if (access.scan) parts.push('scan scan/ s3:DeleteObject s3:GetObjectTagging s3:PutObject');
  if (access.rateLimitKey) parts.push('rate-limit-key');
  if (access.replyNoticeKey !== 'none')
    parts.push(`reply-notice-key ${access.replyNoticeKey === 'seal' ? 'GenerateDataKey' : 'Decrypt'}`);
  if (access.totpKey !== 'none') parts.push(`totp-key ${access.totpKey === 'seal' ? 'GenerateDataKey' : 'Decrypt'}`);
  if (access.logAnchor !== 'none')
    parts.push(
      `log-anchor ${access.logAnchor === 'read' ? 'GetObject' : 'GetObject PutObject'} heads/`,
      'log-anchor list',
    );
  if (access.email) parts.push('email');
  if (access.sms) parts.push('sms');
  if (access.receiptKey !== 'none')
    parts.push(access.receiptKey === 'sign' ? 'receipt-key GetPublicKey Sign' : 'receipt-key GetPublicKey');
  return parts.join(' | ');
}

/** CloudFormation's hard limit of resources in one stack. */
export const CLOUDFORMATION_RESOURCE_LIMIT = 500;
