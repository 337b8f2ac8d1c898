import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeAlarms, type EdgeAlarmsProps } from '../constructs/edge-alarms.js';

export interface EdgeMonitoringStackProps extends StackProps {
  alarms: EdgeAlarmsProps;
}

/** CloudFront's and AWS WAF's alarms, in us-east-1 beside their metrics (constructs/edge-alarms.ts). */
export class EdgeMonitoringStack extends Stack {
  readonly alarms: EdgeAlarms;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    this.alarms = new EdgeAlarms(this, 'Alarms', props.alarms);
  }
}
