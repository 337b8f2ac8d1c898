import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as actions from 'aws-cdk-lib/aws-ses-actions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NAG_REASONS, acknowledge } from '../nag.js';
import type { FunctionAccess } from '../access.js';
import { isWithin, type OstojaConfig } from '../config.js';
import { HandlerFunction, type HandlerEnvironment } from './handler-function.js';
import { TRANSIENT_BUCKET_NO_LOGS, transientBucketProps } from './transient-bucket.js';

/** The e-mail channel's function (type 3 reports): the same module the local SMTP server calls. */
export const RECEIVE_EMAIL_ENTRY = 'functions/channels/receive-email-report.ts';

/** Where SES's S3 action stores a received message (functions/data/object-keys.ts `inboundMail`). */
export const INBOUND_MAIL_PREFIX = 'inbound/';

/**
 * What the function touches besides the inbound bucket (its own statement): the organisation by
 * its address, the category, the report's transaction (puts, the counters' and the log head's
 * updates), the ciphertext of attachments under `reports/` (deleted again if the transaction
 * fails), and the reply to the sender.
 */
export const receiveEmailAccess: FunctionAccess = {
  table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
  files: { 'reports/': ['write', 'delete'] },
  listFiles: false,
  email: true,
  sms: false,
  // SES's own virus verdict refuses infected mail before it is stored (receive-email-report.ts).
  scan: false,
  // The report's receipt is signed at receipt (docs/security.md §6.8).
  receiptKey: 'sign',
  rateLimitKey: false,
  replyNoticeKey: 'none',
  totpKey: 'none',
  logAnchor: 'none',
};

export interface MailReceivingProps {
  mail: OstojaConfig['mail'];
  hostedZone?: OstojaConfig['hostedZone'];
  environment: HandlerEnvironment;
}

/**
 * SES receiving for the e-mail channel (issue #20): mail to any address at
 * `reports.{mail domain}` (MX → SES inbound) is scanned for spam and viruses, stored by the
 * receipt rule's S3 action in a bucket of its own (unversioned, SSE-S3, TLS only, no public
 * access, every object gone after a day as the backstop: the function deletes each message once
 * it is a report or refused), then the rule invokes the function (Event) with SES's verdicts.
 * A run that fails after Lambda's retries lands in the dead-letter queue the monitoring alarms on.
 * The rule set must be made the active one once (infra/README.md): SES has one per region.
 */
export class MailReceiving extends Construct {
  readonly bucket: s3.Bucket;
  readonly handler: HandlerFunction;
  readonly deadLetters: sqs.Queue;
  readonly ruleSet: ses.ReceiptRuleSet;

  constructor(scope: Construct, id: string, props: MailReceivingProps) {
    super(scope, id);
    const domain = props.mail.receivingDomain;
    const region = Stack.of(this).region;

    this.bucket = new s3.Bucket(
      this,
      'InboundMail',
      transientBucketProps({ id: 'expire-received-mail', prefix: INBOUND_MAIL_PREFIX, expiration: Duration.days(1) }),
    );

    acknowledge(this.bucket, ['AwsSolutions-S1'], TRANSIENT_BUCKET_NO_LOGS);

    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetters, ['Serverless-SQSRedrivePolicy'], NAG_REASONS.deadLetterQueue);
    this.handler = new HandlerFunction(this, 'ReceiveEmailReport', {
      entry: RECEIVE_EMAIL_ENTRY,
      description: 'E-mail channel: turns a received message into a type 3 report encrypted on receipt',
      access: receiveEmailAccess,
      environment: props.environment,
      inboundMail: this.bucket,
      // A 40 MB message, its attachments and their ciphertext in memory; Argon2id takes 64 MiB.
      memorySize: 1024,
      timeout: Duration.seconds(120),
      deadLetterQueue: this.deadLetters,
    });

    new ses.EmailIdentity(this, 'Identity', { identity: ses.Identity.domain(domain) });
    const zone = props.hostedZone && isWithin(domain, props.hostedZone.name) ? props.hostedZone : undefined;
    const inboundSmtp = `inbound-smtp.${region}.amazonaws.com`;
    if (zone) {
      const hostedZone = route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: zone.id,
        zoneName: zone.name,
      });
      new route53.MxRecord(this, 'Mx', {
        zone: hostedZone,
        recordName: domain,
        values: [{ priority: 10, hostName: inboundSmtp }],
        ttl: Duration.hours(1),
      });
    } else {
      new CfnOutput(Stack.of(this), 'DnsReceivingMx', { value: `${domain} MX 10 ${inboundSmtp}` });
    }

    this.ruleSet = new ses.ReceiptRuleSet(this, 'RuleSet', {
      receiptRuleSetName: `${Stack.of(this).stackName.toLowerCase()}-reports`,
    });
    this.ruleSet.addRule('Reports', {
      recipients: [domain],
      scanEnabled: true,
      tlsPolicy: ses.TlsPolicy.REQUIRE,
      actions: [
        new actions.S3({ bucket: this.bucket, objectKeyPrefix: INBOUND_MAIL_PREFIX }),
        new actions.Lambda({ function: this.handler.function, invocationType: actions.LambdaInvocationType.EVENT }),
      ],
    });
    new CfnOutput(Stack.of(this), 'ReceiptRuleSetName', { value: this.ruleSet.receiptRuleSetName });
  }
}
