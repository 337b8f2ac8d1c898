import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Monitoring, type MonitoringProps } from '../constructs/monitoring.js';

export interface MonitoringStackProps extends StackProps {
  monitoring: MonitoringProps;
}

/** Alarms, the operators' topic and the dashboard (constructs/monitoring.ts); it only reads the other stacks. */
export class MonitoringStack extends Stack {
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.monitoring = new Monitoring(this, 'Monitoring', props.monitoring);
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    new CfnOutput(this, 'PagingTopicArn', { value: this.monitoring.topics.paging.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
  }
}
