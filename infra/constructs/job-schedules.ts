import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { AreaAccess } from '../access.js';
import type { JobDefinition } from '../jobs.js';
import { HandlerFunction, pascalCase, type HandlerEnvironment } from './handler-function.js';

export interface JobSchedulesProps {
  jobs: readonly JobDefinition[];
  access: AreaAccess;
  environment: HandlerEnvironment;
}

const SCHEDULE = /^(rate|cron)\(.+\)$/;

/**
 * One Lambda and one EventBridge rule per job definition. A failed run is retried twice by
 * EventBridge; a run that keeps failing is visible in the job's logs and the rule's metrics.
 */
export class JobSchedules extends Construct {
  readonly handlers: ReadonlyMap<string, HandlerFunction>;

  constructor(scope: Construct, id: string, props: JobSchedulesProps) {
    super(scope, id);
    const handlers = new Map<string, HandlerFunction>();
    for (const job of props.jobs) {
      if (handlers.has(job.name)) throw new Error(`Job ${job.name} is defined twice`);
      if (!SCHEDULE.test(job.schedule)) throw new Error(`Job ${job.name}: schedule must be rate(...) or cron(...), got "${job.schedule}"`);
      const name = pascalCase(job.name);
      const handler = new HandlerFunction(this, name, {
        entry: job.entry,
        description: `Job ${job.name}: ${job.schedule} (UTC)`,
        access: props.access,
        environment: props.environment,
        timeout: Duration.seconds(job.timeoutSeconds ?? 60),
      });
      new events.Rule(this, `${name}Schedule`, {
        description: `Runs job ${job.name}`,
        schedule: events.Schedule.expression(job.schedule),
        targets: [
          new targets.LambdaFunction(handler.function, {
            retryAttempts: 2,
            maxEventAge: Duration.hours(1),
          }),
        ],
      });
      handlers.set(job.name, handler);
    }
    this.handlers = handlers;
  }
}
