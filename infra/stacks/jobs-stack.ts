import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { HandlerEnvironment } from '../constructs/handler-function.js';
import { JobSchedules } from '../constructs/job-schedules.js';
import type { JobDefinition } from '../jobs.js';

export interface JobsStackProps extends StackProps {
  jobs: readonly JobDefinition[];
  environment: HandlerEnvironment;
}

/**
 * Scheduled jobs (docs/development.md, "Jobs, payments and mail"), from the job list in infra/jobs.ts; empty until
 * the first job exists.
 */
export class JobsStack extends Stack {
  readonly schedules: JobSchedules;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    this.schedules = new JobSchedules(this, 'Schedules', { jobs: props.jobs, environment: props.environment });
  }
}
