import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { accessFor, defaultAccess, type FunctionAccess } from '../access.js';
import type { JobDefinition } from '../jobs.js';
import { HandlerFunction, pascalCase, type HandlerEnvironment } from './handler-function.js';

export interface JobSchedulesProps {
  jobs: readonly JobDefinition[];
  environment: HandlerEnvironment;
}

const SCHEDULE = /^(rate|cron)\(.+\)$/;

/** One scheduled job: its Lambda and the queue where its failed runs end up. */
export interface ScheduledJob {
  /** The Lambda the schedule runs: the job itself, or the dispatcher of a job that fans out. */
  handler: HandlerFunction;
  deadLetters: sqs.Queue;
  /** A job that fans out: its queue of organisations, the worker reading it, and where organisations that kept failing end up. */
  organisations?: { queue: sqs.Queue; worker: HandlerFunction; deadLetters: sqs.Queue };
}

/** The dispatcher's module (functions/lib/organisation-jobs.ts), shared by every job that fans out. */
export const ORGANISATION_DISPATCHER_ENTRY = 'functions/system/dispatch-organisations.ts';

/** What fan-out is tuned by; AWS's advice and this project's limits. */
export const FAN_OUT = {
  /** Lambda's advice: a visibility timeout of at least six times the worker's timeout, so a batch is not taken twice while Lambda retries. */
  visibilityTimeoutPerWorkerTimeout: 6,
  /** An organisation whose message failed this many times goes to the dead-letter queue. */
  maxReceiveCount: 3,
  /** Organisations per worker invocation: the job's timeout is the time of one organisation. */
  batchSize: 1,
  /** Workers at once per job: 10,000 organisations never take the account's concurrency from the API. */
  maxConcurrency: 10,
  /** Dispatcher: lists the directory and sends 10 messages a call (10,000 organisations ≈ 1,000 calls). */
  dispatcherTimeout: Duration.minutes(5),
} as const;

/**
 * One Lambda, one EventBridge rule and one dead-letter queue per job definition. A run that
 * fails is retried twice by Lambda; one that still fails, or that EventBridge could not deliver,
 * lands in the job's queue (kept 14 days), whose depth the monitoring alarms on.
 *
 * A job that fans out (`perOrganisation`) has that Lambda as its dispatcher, which may only read
 * the organisations' directory and send to the job's queue; the worker reads the queue one
 * organisation at a time, and an organisation that failed three times waits in the queue's own
 * dead-letter queue, whose depth the monitoring alarms on too.
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
      const access = { ...accessFor('jobs'), ...job.access };
      const timeout = Duration.seconds(job.timeoutSeconds ?? 60);
      const organisations = job.perOrganisation ? this.fanOut(job, access, timeout, props.environment) : undefined;
      const handler = organisations
        ? new HandlerFunction(this, `${name}Dispatcher`, {
            entry: ORGANISATION_DISPATCHER_ENTRY,
            description: `Job ${job.name}: ${job.schedule} (UTC), one message per organisation`,
            access: { ...defaultAccess, table: ['Query'] },
            environment: props.environment,
            timeout: FAN_OUT.dispatcherTimeout,
            deadLetterQueue: deadLetters,
            sendsTo: organisations.queue,
          })
        : new HandlerFunction(this, name, {
            entry: job.entry,
            description: `Job ${job.name}: ${job.schedule} (UTC)`,
            access,
            environment: props.environment,
            timeout,
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
      jobs.set(job.name, { handler, deadLetters, organisations });
    }
    this.jobs = jobs;
  }

  /** The queue of one job's organisations, its dead-letter queue and the worker reading it. */
  private fanOut(
    job: JobDefinition,
    access: FunctionAccess,
    timeout: Duration,
    environment: HandlerEnvironment,
  ): NonNullable<ScheduledJob['organisations']> {
    const name = pascalCase(job.name);
    const deadLetters = new sqs.Queue(this, `${name}OrganisationDeadLetters`, {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(deadLetters, ['Serverless-SQSRedrivePolicy'], NAG_REASONS.deadLetterQueue);
    const queue = new sqs.Queue(this, `${name}Organisations`, {
      visibilityTimeout: Duration.seconds(timeout.toSeconds() * FAN_OUT.visibilityTimeoutPerWorkerTimeout),
      // A run's messages are worth a day: the next run sends every organisation again.
      retentionPeriod: Duration.days(1),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: FAN_OUT.maxReceiveCount },
    });
    const worker = new HandlerFunction(this, name, {
      entry: job.entry,
      description: `Job ${job.name}: one organisation per message`,
      access,
      environment,
      timeout,
      receivesFrom: queue,
    });
    const source = new SqsEventSource(queue, {
      batchSize: FAN_OUT.batchSize,
      reportBatchItemFailures: true,
      maxConcurrency: FAN_OUT.maxConcurrency,
    });
    worker.function.addEventSource(source);
    const failedMessages =
      "an organisation that keeps failing goes to the queue's own dead-letter queue (maxReceiveCount, the JobFailed alarm): the queue's redrive is where SQS-invoked failures end up";
    acknowledge(worker.function, ['Serverless-LambdaDLQ'], failedMessages);
    acknowledge(worker, ['Serverless-LambdaEventSourceMappingDestination'], failedMessages);
    return { queue, worker, deadLetters };
  }
}
