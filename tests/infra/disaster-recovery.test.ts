import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { routes } from '../../functions/routes.js';
import { routeFunctionAccess } from '../../infra/access.js';
import { BACKUP_RETENTION } from '../../infra/constructs/backups.js';
import { SCAN_RESERVED_CONCURRENCY } from '../../infra/constructs/handler-function.js';
import { ALARM_THRESHOLDS } from '../../infra/constructs/monitoring.js';
import { createOstoja, type OstojaStacks } from '../../infra/ostoja.js';
import { prodFilled, testApp } from './test-app.js';
import { functionAndRole, resourcesOf, type Resource } from './templates.js';

/** The disaster-recovery resources of `prod` (placeholders filled in), as infra/RUNBOOK.md relies on them. */

let stacks: OstojaStacks;
let data: Template;
let dr: Template;

beforeAll(() => {
  const { app, config } = testApp(prodFilled, { validate: false });
  stacks = createOstoja(app, config, { siteDist: null });
  data = Template.fromStack(stacks.data);
  dr = Template.fromStack(stacks.disasterRecovery);
});

const ofType = (template: Template, type: string) => Object.values(template.findResources(type)) as Resource[];

describe('disaster recovery in prod', () => {
  it('keeps a second copy in another EEA region, deployed before the data stack', () => {
    expect(stacks.disasterRecovery.region).toBe('eu-west-1');
    expect(stacks.data.region).toBe('eu-central-1');
    expect(stacks.data.dependencies).toContain(stacks.disasterRecovery);
  });

  it('encrypts the table, the files bucket and every vault with customer-managed keys that rotate', () => {
    const keys = data.findResources('AWS::KMS::Key');
    // The receipt signing key is asymmetric: KMS cannot rotate it; its successor is published beside it (docs/security.md §6.8).
    // The rate-limit key is an HMAC key (KMS cannot rotate those either) and encrypts nothing.
    const encryptionKeys = Object.values(keys).filter(
      (key: any) => !['SIGN_VERIFY', 'GENERATE_VERIFY_MAC'].includes(key.Properties.KeyUsage),
    );
    expect(encryptionKeys.length).toBeGreaterThanOrEqual(3);
    expect(encryptionKeys.every((key: any) => key.Properties.EnableKeyRotation === true)).toBe(true);
    const table = ofType(data, 'AWS::DynamoDB::Table')[0]!;
    expect(table.Properties!.SSESpecification).toMatchObject({ SSEEnabled: true, SSEType: 'KMS' });
    expect(Object.keys(keys)).toContain(table.Properties!.SSESpecification.KMSMasterKeyId['Fn::GetAtt'][0]);
    data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          Match.objectLike({
            BucketKeyEnabled: true,
            ServerSideEncryptionByDefault: Match.objectLike({ SSEAlgorithm: 'aws:kms' }),
          }),
        ],
      },
    });
    for (const template of [data, dr])
      for (const vault of ofType(template, 'AWS::Backup::BackupVault'))
        expect(vault.Properties!.EncryptionKeyArn).toBeDefined();
  });

  it('copies every daily backup into the same-region copy vault and into the vault of the DR region', () => {
    const plan = ofType(data, 'AWS::Backup::BackupPlan')[0]!;
    const copies = plan.Properties!.BackupPlan.BackupPlanRule[0].CopyActions as any[];
    expect(copies).toHaveLength(2);
    expect(JSON.stringify(copies)).toContain(':backup:eu-west-1:123456789012:backup-vault:ostoja-backups-dr');
    for (const copy of copies) expect(copy.Lifecycle.DeleteAfterDays).toBe(BACKUP_RETENTION.toDays());
  });

  it('locks the copy vaults in compliance mode (a grace period, then unchangeable), refusing deletion to everyone', () => {
    const locked = [...ofType(data, 'AWS::Backup::BackupVault'), ...ofType(dr, 'AWS::Backup::BackupVault')].filter(
      (vault) => vault.Properties!.LockConfiguration,
    );
    expect(locked).toHaveLength(2);
    for (const vault of locked) {
      expect(vault.Properties!.LockConfiguration).toEqual({
        MinRetentionDays: 7,
        MaxRetentionDays: 365,
        ChangeableForDays: 3,
      });
      expect(JSON.stringify(vault.Properties!.AccessPolicy)).toContain('backup:DeleteRecoveryPoint');
    }
  });

  it('replicates the files bucket, delete markers included, into a versioned, encrypted bucket of the DR region', () => {
    const files = ofType(data, 'AWS::S3::Bucket').find((b) => b.Properties!.ReplicationConfiguration)!;
    const rule = files.Properties!.ReplicationConfiguration.Rules[0];
    expect(rule).toMatchObject({
      Status: 'Enabled',
      DeleteMarkerReplication: { Status: 'Enabled' },
      SourceSelectionCriteria: { SseKmsEncryptedObjects: { Status: 'Enabled' } },
    });
    expect(JSON.stringify(rule.Destination)).toContain('ostoja-files-dr-123456789012');
    expect(JSON.stringify(rule.Destination.EncryptionConfiguration)).toContain(':kms:eu-west-1:');
    dr.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: 'ostoja-files-dr-123456789012',
      VersioningConfiguration: { Status: 'Enabled' },
    });
    dr.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([Match.objectLike({ Sid: 'ReplicationEncrypts' })]),
      }),
    });
  });

  it('moves files to S3 Intelligent-Tiering', () => {
    const files = ofType(data, 'AWS::S3::Bucket').find((b) => b.Properties!.ReplicationConfiguration)!;
    expect(files.Properties!.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Id: 'intelligent-tiering',
        Transitions: [{ StorageClass: 'INTELLIGENT_TIERING', TransitionInDays: 0 }],
      }),
    );
  });

  it("lets functions use the table's and the bucket's keys only through DynamoDB and S3", () => {
    const area = Template.fromStack(stacks.api.areas.get('auth')!);
    const { role } = functionAndRole(area, 'Login');
    const statements = (role.Properties!.Policies as any[]).flatMap((p) => p.PolicyDocument.Statement);
    const tableKey = statements.find((s) => s.Sid === 'TableKey');
    expect(tableKey.Condition).toEqual({ StringEquals: { 'kms:ViaService': 'dynamodb.eu-central-1.amazonaws.com' } });
  });
});

describe('capacity limits in prod', () => {
  it("sets an SMS budget whose alarm (80 %) is above the cost model's SMS line of USD 105 a month", () => {
    expect(prodFilled.smsMonthlyBudgetUsd! * ALARM_THRESHOLDS.smsBudgetShare).toBeGreaterThan(105);
  });

  it('reserves (and so caps) the concurrency of every function that waits for a scan, and of no other', () => {
    const reserved: string[] = [];
    for (const [name, handler] of stacks.api.handlers) {
      const fn = handler.function.node.defaultChild as CfnFunction;
      if (fn.reservedConcurrentExecutions !== undefined) {
        expect(fn.reservedConcurrentExecutions).toBe(SCAN_RESERVED_CONCURRENCY);
        reserved.push(name);
      }
    }
    const scanning = routes.filter((route) => routeFunctionAccess(route.contract).scan).map((r) => r.contract.name);
    expect(scanning.length).toBeGreaterThan(0);
    expect(reserved.sort()).toEqual(scanning.sort());
  });
});

describe('switching to a restored table', () => {
  it('points every function at the table named in the environment, by one setting', () => {
    const { app, config } = testApp({ ...prodFilled, tableName: 'ostoja-restored-20261127' }, { validate: false });
    const restored = createOstoja(app, config, { siteDist: null });
    const area = Template.fromStack(restored.api.areas.get('auth')!);
    const functions = Object.values(resourcesOf(area)).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions)
      expect(fn.Properties!.Environment.Variables.TABLE_NAME).toBe('ostoja-restored-20261127');
    const { role } = functionAndRole(area, 'Login');
    expect(JSON.stringify(role.Properties!.Policies)).toContain(':table/ostoja-restored-20261127');
  });
});
