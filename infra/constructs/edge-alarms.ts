import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { ALARM_THRESHOLDS, AlarmTopics } from './monitoring.js';

export interface EdgeAlarmsProps {
  /** Prefixes the alarm names. */
  name: string;
  alarmEmails: readonly string[];
  pagingEndpoints: readonly string[];
  distributionId: string;
  webAclName: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The whole-site alarms, in us-east-1 where CloudFront and AWS WAF publish their metrics (an
 * alarm watches only its own region's metrics), with their own paging and operators' topics:
 * CloudFront answering 5xx, and AWS WAF blocking a large share of all requests. Both page.
 */
export class EdgeAlarms extends Construct {
  readonly topics: AlarmTopics;
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: EdgeAlarmsProps) {
    super(scope, id);
    this.topics = new AlarmTopics(this, 'Topics', props);
    const t = ALARM_THRESHOLDS;

    const cloudFront5xx = new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
      period: FIVE_MINUTES,
      statistic: 'Average',
    });
    const waf = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: props.webAclName, Rule: 'ALL' },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    const blockedShare = new cloudwatch.MathExpression({
      expression: `IF(blocked + allowed >= ${t.rateMinimumRequests}, 100 * blocked / (blocked + allowed), 0)`,
      usingMetrics: { blocked: waf('BlockedRequests'), allowed: waf('AllowedRequests') },
      period: FIVE_MINUTES,
      label: 'WAF blocked %',
    });

    this.alarms = [
      this.topics.alarm(this, 'CloudFront5xxRate', {
        name: props.name,
        severity: 'page',
        description: `CloudFront answered ${t.cloudFront5xxRatePercent} % or more of all requests with 5xx, in two 5-minute periods running`,
        metric: cloudFront5xx,
        threshold: t.cloudFront5xxRatePercent,
        evaluationPeriods: 2,
      }),
      this.topics.alarm(this, 'WafBlockedRate', {
        name: props.name,
        severity: 'page',
        description: `AWS WAF blocked ${t.wafBlockedRatePercent} % or more of all requests for 15 minutes: a rule turning everyone away, or an attack`,
        metric: blockedShare,
        threshold: t.wafBlockedRatePercent,
        evaluationPeriods: 3,
      }),
    ];
  }
}
