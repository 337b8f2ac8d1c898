import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { acceptWildcardsOf, acknowledge, acknowledgeCustomResourceProvider } from '../nag.js';

export interface BackupsProps {
  stackPrefix: string;
  table: ITable;
  bucket: IBucket;
  /** The disaster-recovery vault in the second region (stacks/disaster-recovery-stack.ts), by ARN. */
  drVaultArn: string;
}

/** How long a daily backup is kept, in each vault: as long as the table's point-in-time recovery. */
export const BACKUP_RETENTION = Duration.days(35);

/**
 * The vault lock of the copy vaults, in **compliance** mode: `changeableFor` is the grace period
 * after the deploy during which the lock can still be changed or removed; once it has passed,
 * nobody (no administrator, not AWS support) can delete a recovery point before `minRetention` or
 * shorten the retention. Without `changeableFor` the lock would be in governance mode, which an
 * administrator can remove. Retention: infra/RUNBOOK.md.
 */
export const VAULT_LOCK: backup.LockConfiguration = {
  minRetention: Duration.days(7),
  maxRetention: Duration.days(365),
  changeableFor: Duration.days(3),
};

/**
 * AWS Backup of the table and the files bucket: every night at 02:00 UTC into the `backups`
 * vault, each recovery point copied into the `backups-copy` vault (same region) and into the
 * disaster-recovery vault (second EEA region), all kept 35 days; every vault encrypted with a
 * customer-managed key. Point-in-time recovery and versioning repair mistakes; these repair the
 * loss of the table or bucket itself, or of the region. The copy vaults refuse deletion of their
 * recovery points to everyone, and their vault locks, in compliance mode (VAULT_LOCK), keep each
 * at least 7 days even against an administrator once the 3-day grace period after the deploy has
 * passed.
 *
 * Both vaults hold ciphertext only (reports are end-to-end encrypted); a report deleted for good
 * lives on in them until its recovery points expire (infra/README.md).
 */
export class Backups extends Construct {
  readonly vault: backup.BackupVault;
  readonly copyVault: backup.BackupVault;
  readonly plan: backup.BackupPlan;
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: BackupsProps) {
    super(scope, id);
    const name = props.stackPrefix.toLowerCase();
    this.key = new kms.Key(this, 'Key', {
      description: 'Ostoja: recovery points of the table and the files bucket',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: `${name}-backups`,
      encryptionKey: this.key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.copyVault = new backup.BackupVault(this, 'CopyVault', {
      backupVaultName: `${name}-backups-copy`,
      encryptionKey: this.key,
      removalPolicy: RemovalPolicy.RETAIN,
      blockRecoveryPointDeletion: true,
      lockConfiguration: VAULT_LOCK,
    });
    const drVault = backup.BackupVault.fromBackupVaultArn(this, 'DrVault', props.drVaultArn);
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: `${name}-daily`,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'daily',
          backupVault: this.vault,
          scheduleExpression: events.Schedule.cron({ hour: '2', minute: '0' }),
          deleteAfter: BACKUP_RETENTION,
          copyActions: [
            { destinationBackupVault: this.copyVault, deleteAfter: BACKUP_RETENTION },
            { destinationBackupVault: drVault, deleteAfter: BACKUP_RETENTION },
          ],
        }),
      ],
    });

    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      description: 'AWS Backup: backs up and restores the table and the files bucket',
      managedPolicies: [
        'AWSBackupServiceRolePolicyForBackup',
        'AWSBackupServiceRolePolicyForRestores',
        'AWSBackupServiceRolePolicyForS3Backup',
        'AWSBackupServiceRolePolicyForS3Restore',
      ].map((name) => iam.ManagedPolicy.fromAwsManagedPolicyName(`service-role/${name}`)),
    });
    acknowledge(
      role,
      [
        'AWSBackupServiceRolePolicyForBackup',
        'AWSBackupServiceRolePolicyForRestores',
        'AWSBackupServiceRolePolicyForS3Backup',
        'AWSBackupServiceRolePolicyForS3Restore',
      ].map((name) => `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/${name}]`),
      "AWS Backup's own service-role policies: the documented permissions for backing up and restoring DynamoDB and S3, kept current by AWS as those services change",
    );
    this.plan.addSelection('TableAndFiles', {
      role,
      disableDefaultBackupPolicy: true,
      resources: [
        backup.BackupResource.fromDynamoDbTable(props.table),
        backup.BackupResource.fromArn(props.bucket.bucketArn),
      ],
    });

    // AWS Backup must be allowed to take DynamoDB and S3 in this region, and copying a DynamoDB
    // backup into another vault needs its "advanced features": an account setting, made here so
    // that a deploy needs no console step.
    const regionSettings = new cr.AwsCustomResource(this, 'RegionSettings', {
      onUpdate: {
        service: 'Backup',
        action: 'UpdateRegionSettings',
        parameters: {
          ResourceTypeOptInPreference: { DynamoDB: true, S3: true },
          ResourceTypeManagementPreference: { DynamoDB: true },
        },
        physicalResourceId: cr.PhysicalResourceId.of('backup-region-settings'),
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({
          actions: ['backup:UpdateRegionSettings', 'backup:DescribeRegionSettings'],
          resources: ['*'],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    acceptWildcardsOf(
      regionSettings,
      'backup:UpdateRegionSettings and DescribeRegionSettings are account settings without a resource: `*` is the only resource IAM accepts',
    );
    acknowledgeCustomResourceProvider(Stack.of(this));
  }
}
