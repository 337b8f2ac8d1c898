import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EDGE_REGION } from '../stacks/edge-stack.js';
import { acknowledge } from '../nag.js';

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
}

/** Thresholds, in one place: what an operator is woken up for. */
export const ALARM_THRESHOLDS = {
  /** Any unhandled Lambda error (the handler kit answers errors itself, so these are crashes and timeouts). */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** The API never answers 5xx on purpose (bad input is 4xx): one is a bug or an outage. */
  api5xx: 1,
  /** p99 latency, milliseconds, for 15 minutes. */
  apiLatencyP99Ms: 3000,
  dynamoSystemErrors: 1,
  dynamoThrottles: 1,
  /** SES puts an account under review above 5 % bounces and 0.1 % complaints. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
  smsBudgetShare: 0.8,
  deadLetters: 1,
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
 * Everything an operator watches, in one place: the operators' SNS topic (e-mail subscriptions
 * from the environment's `alarmEmails`), the alarms, and one dashboard. Alarms notify on entering
 * and leaving the alarm state; missing data (no traffic) is never an alarm.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // Alarm notifications carry no personal data; CloudWatch cannot publish to a topic encrypted
    // with the AWS-managed SNS key, so the topic is unencrypted but refuses plain HTTP.
    this.topic = new sns.Topic(this, 'Operators', { displayName: `${props.name} alarms`, enforceSSL: true });
    for (const email of props.alarmEmails) {
      const subscription = this.topic.addSubscription(new subscriptions.EmailSubscription(email));
      acknowledge(
        subscription,
        ['Serverless-SNSRedrivePolicy'],
        'an alarm is not a message to replay: a lost e-mail is covered by the alarm staying in ALARM on the dashboard and by the paging topic',
      );
    }

    const alarm = (
      alarmId: string,
      description: string,
      metric: cloudwatch.IMetric,
      threshold: number,
      evaluationPeriods = 1,
    ) => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        alarmName: `${props.name}-${alarmId}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new actions.SnsAction(this.topic));
      created.addOkAction(new actions.SnsAction(this.topic));
      this.alarms.push(created);
      return created;
    };
    const t = ALARM_THRESHOLDS;

    const lambdaErrors = lambda.Function.metricAllErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    const lambdaThrottles = lambda.Function.metricAllThrottles({ period: FIVE_MINUTES, statistic: 'Sum' });
    alarm(
      'LambdaErrors',
      'A Lambda function crashed or timed out (all functions of the account and region)',
      lambdaErrors,
      t.lambdaErrors,
    );
    alarm(
      'LambdaThrottles',
      'Lambda refused invocations: concurrency limit reached',
      lambdaThrottles,
      t.lambdaThrottles,
    );

    const api5xx = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const apiP99 = props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    alarm('Api5xx', 'The API answered 5xx', api5xx, t.api5xx);
    alarm(
      'ApiLatencyP99',
      `API p99 latency of ${t.apiLatencyP99Ms} ms or more for 15 minutes`,
      apiP99,
      t.apiLatencyP99Ms,
      3,
    );

    const tableErrors = props.table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    const tableThrottles = props.table.metricThrottledRequestsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    alarm('DynamoSystemErrors', 'DynamoDB answered with internal errors', tableErrors, t.dynamoSystemErrors);
    alarm('DynamoThrottles', 'DynamoDB throttled requests', tableThrottles, t.dynamoThrottles);

    const sesMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    const bounceRate = sesMetric('Reputation.BounceRate');
    const complaintRate = sesMetric('Reputation.ComplaintRate');
    alarm(
      'SesBounceRate',
      'SES bounce rate at 5 %: SES reviews the account at this rate (check the addresses being sent to)',
      bounceRate,
      t.sesBounceRate,
    );
    alarm(
      'SesComplaintRate',
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
        `Job ${job} failed after its retries: the failed runs wait in its dead-letter queue`,
        depth,
        t.deadLetters,
      );
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
