import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as synthetics from 'aws-cdk-lib/aws-synthetics';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.js';
import { EDGE_REGION } from '../stacks/edge-stack.js';
import { CANARY_PERIOD, SYNTHETIC_CHECKS, SiteCanary } from './site-canary.js';

export interface MonitoringProps {
  /** Prefixes the alarm names and names the dashboard. */
  name: string;
  alarmEmails: readonly string[];
  httpApi: HttpApi;
  table: ITable;
  /** Each scheduled job's dead-letter queue, by job name. */
  jobQueues: ReadonlyMap<string, IQueue>;
  /** The SMS spend limit agreed with AWS (USD a month): the alarm fires at 80 % of it. */
  smsMonthlyBudgetUsd: number;
  /** The web ACL's name and its rules' names, for the dashboard (WAF's metrics live in us-east-1). */
  webAcl: { name: string; rules: readonly string[] };
  /** HTTPS endpoints of a pager (PagerDuty, Opsgenie, …) subscribed to the paging topic. */
  pagingEndpoints: readonly string[];
  /** The site as a visitor reaches it (`https://host`): the canaries' target; none without it. */
  siteUrl: string | undefined;
  /** Whether AWS Backup runs (its job failures and silence are alarms then). */
  backups: boolean;
}

/**
 * What an alarm does: `page` wakes someone (the paging topic, and e-mail); `notify` is e-mail to
 * the operators for the next working hours.
 */
export type Severity = 'page' | 'notify';

/** Creates the two topics: paging (pager endpoints) and operators (e-mail), and the alarm helper. */
export class AlarmTopics extends Construct {
  readonly operators: sns.Topic;
  readonly paging: sns.Topic;

  constructor(
    scope: Construct,
    id: string,
    props: { name: string; alarmEmails: readonly string[]; pagingEndpoints: readonly string[] },
  ) {
    super(scope, id);
    // Alarm notifications carry no personal data; CloudWatch cannot publish to a topic encrypted
    // with the AWS-managed SNS key, so the topics are unencrypted but refuse plain HTTP.
    this.operators = new sns.Topic(this, 'Operators', { displayName: `${props.name} alarms`, enforceSSL: true });
    this.paging = new sns.Topic(this, 'Paging', { displayName: `${props.name} paging`, enforceSSL: true });
    for (const email of props.alarmEmails) {
      const subscription = this.operators.addSubscription(new subscriptions.EmailSubscription(email));
      acknowledge(subscription, ['Serverless-SNSRedrivePolicy'], NO_REDRIVE);
    }
    for (const url of props.pagingEndpoints) {
      const subscription = this.paging.addSubscription(
        new subscriptions.UrlSubscription(url, { protocol: sns.SubscriptionProtocol.HTTPS }),
      );
      acknowledge(subscription, ['Serverless-SNSRedrivePolicy'], NO_REDRIVE);
    }
  }

  /** An alarm that notifies on entering and leaving ALARM: e-mail always, the pager for `page`. */
  alarm(
    scope: Construct,
    alarmId: string,
    props: {
      name: string;
      description: string;
      metric: cloudwatch.IMetric;
      threshold: number;
      severity: Severity;
      evaluationPeriods?: number;
      datapointsToAlarm?: number;
      comparison?: cloudwatch.ComparisonOperator;
      /** Default NOT_BREACHING (no traffic is no failure); BREACHING where silence means an outage. */
      treatMissingData?: cloudwatch.TreatMissingData;
    },
  ): cloudwatch.Alarm {
    const created = new cloudwatch.Alarm(scope, alarmId, {
      alarmName: `${props.name}-${alarmId}`,
      alarmDescription: `${props.severity === 'page' ? '[page] ' : ''}${props.description}`,
      metric: props.metric,
      threshold: props.threshold,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      datapointsToAlarm: props.datapointsToAlarm,
      comparisonOperator: props.comparison ?? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: props.treatMissingData ?? cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const topics = props.severity === 'page' ? [this.paging, this.operators] : [this.operators];
    for (const topic of topics) {
      created.addAlarmAction(new actions.SnsAction(topic));
      created.addOkAction(new actions.SnsAction(topic));
    }
    return created;
  }
}

const NO_REDRIVE =
  'an alarm is not a message to replay: a missed delivery is covered by the alarm staying in ALARM (dashboard) and by the other topic';

/** Thresholds, in one place: what an operator is told about, and what wakes someone up. */
export const ALARM_THRESHOLDS = {
  /** Unhandled Lambda errors (crashes and timeouts) in 5 minutes: e-mail, not a page. */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** Share of API requests answered 5xx in 5 minutes, twice running, once there are enough requests to judge. */
  api5xxRatePercent: 5,
  /** Share answered 4xx in 15 minutes: a broken origin secret or release turns (nearly) every request away. */
  api4xxRatePercent: 50,
  /** Fewer requests than this in a period never raise a rate alarm (one failed request of three is not an outage). */
  rateMinimumRequests: 20,
  /** p99 latency, milliseconds, for 15 minutes. */
  apiLatencyP99Ms: 3000,
  dynamoSystemErrors: 1,
  dynamoThrottles: 1,
  /** SES puts an account under review above 5 % bounces and 0.1 % complaints. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
  smsBudgetShare: 0.8,
  deadLetters: 1,
  backupJobsFailed: 1,
  /** CloudFront's share of 5xx answers (all requests), in two 5-minute periods running. */
  cloudFront5xxRatePercent: 5,
  /** Share of requests AWS WAF blocks, for 15 minutes, once there are enough to judge: a rule turning everyone away, or an attack. */
  wafBlockedRatePercent: 30,
} as const;

/** DynamoDB operations the handlers use (a transaction's writes count as TransactWriteItems). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Everything an operator watches in the stacks' region: the paging topic (a pager's HTTPS
 * endpoint, `pagingEndpoints`) and the operators' topic (e-mail, `alarmEmails`), the alarms, the
 * canaries and one dashboard. Alarms notify on entering and leaving the alarm state. Missing data
 * is no alarm where it means no traffic, and is one where silence means an outage (canaries,
 * backups). CloudFront's and WAF's alarms live in us-east-1 (constructs/edge-alarms.ts).
 */
export class Monitoring extends Construct {
  readonly topics: AlarmTopics;
  /** The operators' (e-mail) topic. */
  readonly topic: sns.Topic;
  readonly canaries: synthetics.Canary[] = [];
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topics = new AlarmTopics(this, 'Topics', props);
    this.topic = this.topics.operators;

    const alarm = (
      alarmId: string,
      severity: Severity,
      description: string,
      metric: cloudwatch.IMetric,
      threshold: number,
      more: {
        evaluationPeriods?: number;
        datapointsToAlarm?: number;
        treatMissingData?: cloudwatch.TreatMissingData;
        comparison?: cloudwatch.ComparisonOperator;
      } = {},
    ) => {
      const created = this.topics.alarm(this, alarmId, {
        name: props.name,
        description,
        metric,
        threshold,
        severity,
        ...more,
      });
      this.alarms.push(created);
      return created;
    };
    const t = ALARM_THRESHOLDS;

    const lambdaErrors = lambda.Function.metricAllErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    const lambdaThrottles = lambda.Function.metricAllThrottles({ period: FIVE_MINUTES, statistic: 'Sum' });
    alarm(
      'LambdaErrors',
      'notify',
      'A Lambda function crashed or timed out (all functions of the account and region); the API rate alarms page when it hurts users',
      lambdaErrors,
      t.lambdaErrors,
    );
    alarm(
      'LambdaThrottles',
      'page',
      'Lambda refused invocations: concurrency limit reached',
      lambdaThrottles,
      t.lambdaThrottles,
    );

    const api5xx = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const apiP99 = props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    const apiRequests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const api4xx = props.httpApi.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const rate = (errors: cloudwatch.IMetric, label: string, period: Duration) =>
      new cloudwatch.MathExpression({
        expression: `IF(requests >= ${t.rateMinimumRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { errors, requests: apiRequests },
        period,
        label,
      });
    alarm(
      'Api5xxRate',
      'page',
      `${t.api5xxRatePercent} % or more of API requests answered 5xx, in two 5-minute periods running`,
      rate(api5xx, 'API 5xx %', FIVE_MINUTES),
      t.api5xxRatePercent,
      { evaluationPeriods: 2 },
    );
    alarm(
      'Api4xxRate',
      'page',
      `${t.api4xxRatePercent} % or more of API requests answered 4xx for 15 minutes: the origin secret, a release or the edge turns people away`,
      rate(api4xx, 'API 4xx %', FIVE_MINUTES),
      t.api4xxRatePercent,
      { evaluationPeriods: 3 },
    );
    alarm(
      'ApiLatencyP99',
      'notify',
      `API p99 latency of ${t.apiLatencyP99Ms} ms or more for 15 minutes`,
      apiP99,
      t.apiLatencyP99Ms,
      { evaluationPeriods: 3 },
    );

    const tableErrors = props.table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    const tableThrottles = props.table.metricThrottledRequestsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    alarm('DynamoSystemErrors', 'page', 'DynamoDB answered with internal errors', tableErrors, t.dynamoSystemErrors);
    alarm('DynamoThrottles', 'page', 'DynamoDB throttled requests', tableThrottles, t.dynamoThrottles);

    const sesMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    const bounceRate = sesMetric('Reputation.BounceRate');
    const complaintRate = sesMetric('Reputation.ComplaintRate');
    alarm(
      'SesBounceRate',
      'notify',
      'SES bounce rate at 5 %: SES reviews the account at this rate (check the addresses being sent to)',
      bounceRate,
      t.sesBounceRate,
    );
    alarm(
      'SesComplaintRate',
      'notify',
      'SES complaint rate at 0.1 %: SES reviews the account at this rate',
      complaintRate,
      t.sesComplaintRate,
    );

    const smsSpend = new cloudwatch.Metric({
      namespace: 'AWS/SNS',
      metricName: 'SMSMonthToDateSpentUSD',
      period: Duration.hours(6),
      statistic: 'Maximum',
    });
    const smsThreshold = Math.round(props.smsMonthlyBudgetUsd * t.smsBudgetShare * 100) / 100;
    alarm(
      'SmsSpend',
      'page',
      `SMS spend this month reached USD ${smsThreshold} (80 % of the USD ${props.smsMonthlyBudgetUsd} limit): at the limit SNS stops sending login codes`,
      smsSpend,
      smsThreshold,
    );

    const deadLetterMetrics: cloudwatch.IMetric[] = [];
    for (const [job, queue] of props.jobQueues) {
      const depth = queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
      deadLetterMetrics.push(depth.with({ label: job }));
      alarm(
        `JobFailed-${job}`,
        'notify',
        `Job ${job} failed after its retries: the failed runs wait in its dead-letter queue`,
        depth,
        t.deadLetters,
      );
    }

    if (props.backups) {
      const backupMetric = (metricName: string) =>
        new cloudwatch.Metric({ namespace: 'AWS/Backup', metricName, period: Duration.days(1), statistic: 'Sum' });
      alarm(
        'BackupJobsFailed',
        'notify',
        'An AWS Backup job of the table or the files bucket failed or expired unrun (AWS Backup console: Jobs)',
        new cloudwatch.MathExpression({
          expression: 'failed + expired',
          usingMetrics: {
            failed: backupMetric('NumberOfBackupJobsFailed'),
            expired: backupMetric('NumberOfBackupJobsExpired'),
          },
          period: Duration.days(1),
          label: 'backup jobs failed or expired',
        }),
        t.backupJobsFailed,
      );
      alarm(
        'CopyJobsFailed',
        'notify',
        'Copying a recovery point into the disaster-recovery vault failed (AWS Backup console: Jobs, Copy jobs)',
        backupMetric('NumberOfCopyJobsFailed'),
        t.backupJobsFailed,
      );
      // Silence is the failure here: a day without one completed backup means none are being made.
      alarm(
        'BackupsMissing',
        'notify',
        'No AWS Backup job completed in a day: the daily plan is not running',
        backupMetric('NumberOfBackupJobsCompleted'),
        1,
        {
          comparison: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.BREACHING,
        },
      );
    }

    if (props.siteUrl) {
      for (const check of SYNTHETIC_CHECKS) {
        const canary = new SiteCanary(this, `Check${check.id}`, { name: props.name, siteUrl: props.siteUrl, check });
        this.canaries.push(canary.canary);
        alarm(
          `Canary${check.id}`,
          'page',
          `The synthetic check of ${check.path} failed twice running (or stopped reporting): ${check.what}`,
          canary.canary.metricSuccessPercent({ period: CANARY_PERIOD, statistic: 'Average' }),
          100,
          {
            comparison: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
            evaluationPeriods: 2,
            treatMissingData: cloudwatch.TreatMissingData.BREACHING,
          },
        );
      }
    }

    const waf = (metricName: string, rule: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: props.webAcl.name, Rule: rule },
        region: EDGE_REGION,
        period: FIVE_MINUTES,
        statistic: 'Sum',
        label: rule,
      });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: props.name,
      defaultInterval: Duration.days(1),
    });
    const graph = (title: string, left: cloudwatch.IMetric[], right: cloudwatch.IMetric[] = []) =>
      new cloudwatch.GraphWidget({ title, left, right, width: 8, height: 6 });
    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
    );
    this.dashboard.addWidgets(
      graph(
        'API requests',
        [props.httpApi.metricCount({ period: FIVE_MINUTES })],
        [props.httpApi.metricClientError({ period: FIVE_MINUTES }), api5xx],
      ),
      graph('API latency (ms)', [props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }), apiP99]),
      graph(
        'Edge: blocked requests',
        [...props.webAcl.rules.map((rule) => waf('BlockedRequests', rule))],
        [waf('AllowedRequests', 'ALL')],
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Lambda',
        [lambda.Function.metricAllInvocations({ period: FIVE_MINUTES, statistic: 'Sum' })],
        [lambdaErrors, lambdaThrottles],
      ),
      graph(
        'Lambda duration (ms) and concurrency',
        [lambda.Function.metricAllDuration({ period: FIVE_MINUTES, statistic: 'p99' })],
        [lambda.Function.metricAllConcurrentExecutions({ period: FIVE_MINUTES, statistic: 'Maximum' })],
      ),
      new cloudwatch.GraphWidget({
        title: 'Functions with the most errors',
        left: [
          new cloudwatch.MathExpression({
            expression:
              'SELECT SUM(Errors) FROM SCHEMA("AWS/Lambda", FunctionName) GROUP BY FunctionName ORDER BY SUM() DESC LIMIT 10',
            period: FIVE_MINUTES,
            label: 'errors',
          }),
        ],
        width: 8,
        height: 6,
      }),
    );
    this.dashboard.addWidgets(
      graph('DynamoDB capacity', [
        props.table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES }),
        props.table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES }),
      ]),
      // Each is a sum over operations: one graph each (their parts share ids).
      graph('DynamoDB system errors', [tableErrors]),
      graph('DynamoDB throttled requests', [tableThrottles]),
    );
    this.dashboard.addWidgets(
      graph('SES reputation (bounce and complaint rate)', [bounceRate, complaintRate]),
      graph('SMS spend this month (USD)', [smsSpend]),
      graph('Failed job runs (dead-letter queues)', deadLetterMetrics),
    );
  }
}
