import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { BACKUP_RETENTION, VAULT_LOCK } from '../constructs/backups.js';

export interface DisasterRecoveryStackProps extends StackProps {
  stackPrefix: string;
}

/** Names the data stack refers to by name, so the two regions' stacks need no cross-region reference. */
export const drNames = (stackPrefix: string, account: string) => ({
  vault: `${stackPrefix.toLowerCase()}-backups-dr`,
  filesBucket: `${stackPrefix.toLowerCase()}-files-dr-${account}`,
  filesKeyAlias: `alias/${stackPrefix.toLowerCase()}-files-dr`,
});

/** IAM path of the files bucket's replication role: the replica's key lets that path encrypt. */
export const replicationRolePath = (stackPrefix: string): string => `/${stackPrefix}/replication/`;

/**
 * What survives the loss of the stacks' region, in a second EEA region (`drRegion`): the vault
 * each daily backup of the table and the files bucket is copied into (its own key, locked in
 * compliance mode), and the bucket the files bucket replicates into. Deployed before the data
 * stack. Holds ciphertext only, as the primary does (reports are end-to-end encrypted).
 */
export class DisasterRecoveryStack extends Stack {
  readonly vault: backup.BackupVault;
  readonly filesBucket: s3.Bucket;
  readonly filesKey: kms.Key;

  constructor(scope: Construct, id: string, props: DisasterRecoveryStackProps) {
    super(scope, id, props);
    const names = drNames(props.stackPrefix, this.account);

    const vaultKey = new kms.Key(this, 'VaultKey', {
      description: 'Ostoja: recovery points copied into the disaster-recovery vault',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: names.vault,
      encryptionKey: vaultKey,
      removalPolicy: RemovalPolicy.RETAIN,
      blockRecoveryPointDeletion: true,
      lockConfiguration: VAULT_LOCK,
    });

    this.filesKey = new kms.Key(this, 'FilesKey', {
      description: 'Ostoja: the replica of the files bucket',
      enableKeyRotation: true,
      alias: names.filesKeyAlias,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The replication role lives in the data stack's region; the key grants it by its IAM path.
    this.filesKey.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'ReplicationEncrypts',
        principals: [new iam.AccountRootPrincipal()],
        actions: ['kms:Encrypt', 'kms:GenerateDataKey'],
        resources: ['*'],
        conditions: {
          ArnLike: {
            'aws:PrincipalArn': this.formatArn({
              service: 'iam',
              region: '',
              resource: 'role',
              resourceName: `${replicationRolePath(props.stackPrefix).slice(1)}*`,
            }),
          },
        },
      }),
    );
    this.filesBucket = new s3.Bucket(this, 'FilesReplica', {
      bucketName: names.filesBucket,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.filesKey,
      bucketKeyEnabled: true,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      lifecycleRules: [
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(30),
          expiredObjectDeleteMarker: true,
        },
        {
          id: 'intelligent-tiering',
          transitions: [{ storageClass: s3.StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(0) }],
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.filesBucket, ['AwsSolutions-S1'], NAG_REASONS.noAccessLogs);

    new CfnOutput(this, 'VaultName', { value: this.vault.backupVaultName });
    new CfnOutput(this, 'FilesReplicaName', { value: this.filesBucket.bucketName });
    new CfnOutput(this, 'BackupRetentionDays', { value: String(BACKUP_RETENTION.toDays()) });
  }
}
