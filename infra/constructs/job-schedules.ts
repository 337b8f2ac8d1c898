import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { accessFor } from '../access.js';
import type { JobDefinition } from '../jobs.js';
import { HandlerFunction, pascalCase, type HandlerEnvironment } from './handler-function.js';

export interface JobSchedulesProps {
  jobs: readonly JobDefinition[];
  environment: HandlerEnvironment;
}

const SCHEDULE = /^(rate|cron)\(.+\)$/;

/** One scheduled job: its Lambda and the queue where its failed runs end up. */
export interface ScheduledJob {
  handler: HandlerFunction;
  deadLetters: sqs.Queue;
}

/**
 * One Lambda, one EventBridge rule and one dead-letter queue per job definition. A run that
 * fails is retried twice by Lambda; one that still fails, or that EventBridge could not deliver,
 * lands in the job's queue (kept 14 days), whose depth the monitoring alarms on.
 */
export class JobSchedules extends Construct {
  readonly jobs: ReadonlyMap<string, ScheduledJob>;

  constructor(scope: Construct, id: string, props: JobSchedulesProps) {
    super(scope, id);
    const jobs = new Map<string, ScheduledJob>();
    for (const job of props.jobs) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is defined twice`);
      if (!SCHEDULE.test(job.schedule))
        throw new Error(`Job ${job.name}: schedule must be rate(...) or cron(...), got "${job.schedule}"`);
      const name = pascalCase(job.name);
      const deadLetters = new sqs.Queue(this, `${name}DeadLetters`, {
        retentionPeriod: Duration.days(14),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      acknowledge(deadLetters, ['Serverless-SQSRedrivePolicy'], NAG_REASONS.deadLetterQueue);
      const handler = new HandlerFunction(this, name, {
        entry: job.entry,
        description: `Job ${job.name}: ${job.schedule} (UTC)`,
        access: { ...accessFor('jobs'), ...job.access },
        environment: props.environment,
        timeout: Duration.seconds(job.timeoutSeconds ?? 60),
        deadLetterQueue: deadLetters,
      });
      new events.Rule(this, `${name}Schedule`, {
        description: `Runs job ${job.name}`,
        schedule: events.Schedule.expression(job.schedule),
        targets: [
          new targets.LambdaFunction(handler.function, {
            retryAttempts: 2,
            maxEventAge: Duration.hours(1),
            deadLetterQueue: deadLetters,
          }),
        ],
      });
      jobs.set(job.name, { handler, deadLetters });
    }
    this.jobs = jobs;
  }
}
