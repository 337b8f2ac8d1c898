import { Annotations, type App } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { routes as allRoutes, type Route } from '../functions/routes.js';
import { FALLBACK_CORS_ORIGIN, type OstojaConfig } from './config.js';
import type { HandlerEnvironment } from './constructs/handler-function.js';
import { MailDeliveryEvents } from './constructs/mail-delivery-events.js';
import { MailReceiving } from './constructs/mail-receiving.js';
import { edgeRateLimits, type EdgeRateLimit } from './edge-limits.js';
import { jobs as allJobs, type JobDefinition } from './jobs.js';
import { ApiStack, routeKeyOf } from './stacks/api-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { DisasterRecoveryStack, drNames } from './stacks/disaster-recovery-stack.js';
import { EdgeMonitoringStack } from './stacks/edge-monitoring-stack.js';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack.js';
import { JobsStack } from './stacks/jobs-stack.js';
import { MailStack } from './stacks/mail-stack.js';
import { MonitoringStack } from './stacks/monitoring-stack.js';
import { WebStack } from './stacks/web-stack.js';
import { webDist, webDistIsBuilt } from './paths.js';

/**
 * From when the KMS receipt key signs, as published (docs/security.md §6.8): no receipt before
 * receipts existed can verify. A rotated key's successor starts at its rotation instead.
 */
const RECEIPT_KEY_VALID_FROM = '2026-11-27T00:00:00.000Z';

export interface OstojaOptions {
  routes?: readonly Route[];
  jobs?: readonly JobDefinition[];
  rateLimits?: readonly EdgeRateLimit[];
  /** Built SPA folder; default `web/dist` when it holds an index.html. `null`: never upload. */
  siteDist?: string | null;
}

export interface OstojaStacks {
  edge: EdgeStack;
  disasterRecovery: DisasterRecoveryStack;
  data: DataStack;
  mail: MailStack;
  api: ApiStack;
  web: WebStack;
  /** Only when at least one job exists (an empty stack cannot be deployed). */
  jobs: JobsStack | undefined;
  monitoring: MonitoringStack;
  edgeMonitoring: EdgeMonitoringStack;
}

/**
 * The whole deployment. Deploy order follows the references: edge (us-east-1: firewall,
 * certificate) and data and mail first; the API needs the table, the bucket and the mail
 * configuration set; CloudFront needs the API's endpoint, the bucket's domain (for the CSP) and
 * the edge stack's firewall; monitoring reads them all. The site origin flows the other way only
 * through configuration (`domainName` / `siteOrigin`), which keeps the graph free of cycles.
 */
export function createOstoja(app: App, config: OstojaConfig, options: OstojaOptions = {}): OstojaStacks {
  const { env, stackPrefix: prefix } = config;
  const routes = options.routes ?? allRoutes;
  const jobs = options.jobs ?? allJobs;
  const rateLimits = options.rateLimits ?? edgeRateLimits;
  const siteDist =
    options.siteDist === null ? undefined : (options.siteDist ?? (webDistIsBuilt() ? webDist : undefined));

  if (!config.siteOrigin) {
    Annotations.of(app).addWarningV2(
      'ostoja:config:siteOrigin',
      `No domainName/siteOrigin in environment "${config.name}": APP_ORIGIN is not set for the handlers and uploads are allowed from ${FALLBACK_CORS_ORIGIN}. ` +
        'After the first deploy, put the SiteUrl output into the environment as siteOrigin and deploy again (see infra/README.md).',
    );
  }
  const routeKeys = new Set(routes.map(routeKeyOf));
  for (const limit of rateLimits) {
    const missing = limit.routes.filter((key) => !routeKeys.has(key));
    if (missing.length > 0) {
      Annotations.of(app).addWarningV2(
        `ostoja:edge:${limit.name}`,
        `Edge limit ${limit.name} names routes the route table does not have (yet): ${missing.join(', ')}. It will count them once they exist.`,
      );
    }
  }

  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    env: { account: env.account, region: EDGE_REGION },
    crossRegionReferences: true,
    description: 'Ostoja: AWS WAF web ACL and certificate for CloudFront (us-east-1)',
    stackPrefix: prefix,
    rateLimits,
    domainName: config.domainName,
    hostedZone: config.hostedZone,
  });

  const disasterRecovery = new DisasterRecoveryStack(app, `${prefix}-DisasterRecovery`, {
    env: { account: env.account, region: config.drRegion },
    description: `Ostoja: the backup vault and the files replica in the disaster-recovery region (retained)`,
    stackPrefix: prefix,
  });

  const data = new DataStack(app, `${prefix}-Data`, {
    env,
    description: 'Ostoja: DynamoDB table, files bucket and their backups (retained)',
    corsOrigins: [config.siteOrigin ?? FALLBACK_CORS_ORIGIN],
    stackPrefix: prefix,
    backups: config.backups,
    drRegion: config.drRegion,
  });
  // The copy rule and the replication name the vault and the bucket there: they must exist first.
  data.addDependency(disasterRecovery);

  // The table every function uses: the data stack's own, or a restored one named in the
  // environment (infra/RUNBOOK.md). Same key: a restore keeps the source table's key.
  const table = config.tableName
    ? dynamodb.Table.fromTableAttributes(data, 'ActiveTable', {
        tableName: config.tableName,
        encryptionKey: data.tableKey,
      })
    : data.table;

  const mail = new MailStack(app, `${prefix}-Mail`, {
    env,
    description: 'Ostoja: SES domain identity and configuration set',
    mail: config.mail,
    stackPrefix: prefix,
    hostedZone: config.hostedZone,
  });

  const environment: HandlerEnvironment = {
    table,
    filesBucket: data.filesBucket,
    scanBucket: data.malwareScanning.bucket,
    receiptKey: {
      key: data.receiptKey,
      validFrom: RECEIPT_KEY_VALID_FROM,
      // Rotation publishes the replaced key here with its end (infra/README.md).
      retiredKeys: '[]',
    },
    rateLimitKey: data.rateLimitKey,
    replyNoticeKey: data.replyNoticeKey,
    totpKey: data.totpKey,
    logAnchorBucket: data.logAnchorBucket,
    filesReplica: { bucketName: drNames(prefix, data.account).filesBucket, region: config.drRegion },
    mail: {
      from: config.mail.from,
      configurationSetName: mail.configurationSet.configurationSetName,
      receivingDomain: config.mail.receivingDomain,
      notice: config.mail.notice,
    },
    siteOrigin: config.siteOrigin,
    logLevel: config.logLevel,
    stackPrefix: prefix,
    payments: config.przelewy24 ? { ...config.przelewy24, secretArn: data.paymentSecret.secretArn } : undefined,
  };

  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    description: 'Ostoja: HTTP API, one nested stack per area, one Lambda per route',
    routes,
    environment,
    throttle: config.apiThrottle,
  });

  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    crossRegionReferences: true,
    description: 'Ostoja: CloudFront distribution and the SPA bucket',
    httpApi: api.httpApi,
    originSecret: api.originSecret,
    stackPrefix: prefix,
    filesBucket: data.filesBucket,
    webAclArn: edge.firewall.webAcl.attrArn,
    domainName: config.domainName,
    certificate: edge.certificate,
    certificateArn: config.certificateArn,
    hostedZone: config.hostedZone,
    siteDist,
  });

  const jobsStack =
    jobs.length > 0
      ? new JobsStack(app, `${prefix}-Jobs`, { env, description: 'Ostoja: scheduled jobs', jobs, environment })
      : undefined;

  // SES's delivery events of the e-mails to external authorities, beside the configuration set.
  const deliveryEvents = new MailDeliveryEvents(mail, 'DeliveryEvents', {
    configurationSet: mail.configurationSet,
    environment,
  });

  // The e-mail channel (type 3 reports): SES receiving → inbound bucket → the function.
  const receiving = new MailReceiving(mail, 'Receiving', {
    mail: config.mail,
    hostedZone: config.hostedZone,
    environment,
  });

  const jobQueues = new Map<string, IQueue>();
  for (const [name, job] of jobsStack?.schedules.jobs ?? []) {
    jobQueues.set(name, job.deadLetters);
    if (job.organisations) jobQueues.set(`${name}-organisations`, job.organisations.deadLetters);
  }
  jobQueues.set('mail-delivery-events', deliveryEvents.deadLetters);
  jobQueues.set('receive-email-report', receiving.deadLetters);

  const monitoring = new MonitoringStack(app, `${prefix}-Monitoring`, {
    env,
    description: 'Ostoja: alarms, the operators topic and the dashboard',
    monitoring: {
      name: prefix,
      alarmEmails: config.alarmEmails,
      httpApi: api.httpApi,
      table,
      jobQueues,
      smsMonthlyBudgetUsd: config.smsMonthlyBudgetUsd,
      webAcl: { name: edge.firewall.name, rules: edge.firewall.ruleNames },
      pagingEndpoints: config.pagingEndpoints,
      siteUrl: config.siteOrigin ?? `https://${web.distribution.distributionDomainName}`,
      backups: config.backups,
    },
  });

  const edgeMonitoring = new EdgeMonitoringStack(app, `${prefix}-EdgeMonitoring`, {
    env: { account: env.account, region: EDGE_REGION },
    crossRegionReferences: true,
    description: "Ostoja: CloudFront's and AWS WAF's alarms and their topics (us-east-1)",
    alarms: {
      name: prefix,
      alarmEmails: config.alarmEmails,
      pagingEndpoints: config.pagingEndpoints,
      distributionId: web.distribution.distributionId,
      webAclName: edge.firewall.name,
    },
  });

  return { edge, disasterRecovery, data, mail, api, web, jobs: jobsStack, monitoring, edgeMonitoring };
}
