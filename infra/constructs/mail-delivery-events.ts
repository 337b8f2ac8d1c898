import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NAG_REASONS, acknowledge } from '../nag.js';
import { FORWARD_MAIL_TAG } from '@shared/domain/forwards.js';
import type { FunctionAccess } from '../access.js';
import { HandlerFunction, type HandlerEnvironment } from './handler-function.js';

/** The function that records what SES says of the e-mails to authorities (the forwards' delivery). */
export const DELIVERY_EVENT_ENTRY = 'functions/forwards/record-delivery-event.ts';

/** It reads a forward and its e-mail's message id, and updates the forward: nothing else. */
export const deliveryEventAccess: FunctionAccess = {
  table: ['GetItem', 'UpdateItem'],
  files: {},
  listFiles: false,
  email: false,
  sms: false,
  scan: false,
  receiptKey: 'none',
  rateLimitKey: false,
  replyNoticeKey: 'none',
  totpKey: 'none',
  logAnchor: 'none',
};

/** SES's EventBridge detail types of the events a forward's status follows. */
export const DELIVERY_DETAIL_TYPES = [
  'Email Delivered',
  'Email Bounced',
  'Email Complaint Received',
  'Email Rejected',
  'Email Delivery Delayed',
  'Email Rendering Failed',
] as const;

export interface MailDeliveryEventsProps {
  configurationSet: ses.IConfigurationSet;
  environment: HandlerEnvironment;
}

/**
 * Delivery status of the e-mails to external authorities (docs/development.md, "Jobs, payments and mail"; decision
 * 52): the configuration set every e-mail goes through publishes delivery, bounce, complaint, reject,
 * delay and rendering events to the default event bus; a rule picks those of forward e-mails
 * (by their tag) and invokes the recording function. A run that fails (an event that overtook
 * the write of its message id) is retried; one that still fails lands in the dead-letter queue,
 * which the monitoring alarms on.
 */
export class MailDeliveryEvents extends Construct {
  readonly handler: HandlerFunction;
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: MailDeliveryEventsProps) {
    super(scope, id);
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetters, ['Serverless-SQSRedrivePolicy'], NAG_REASONS.deadLetterQueue);
    this.handler = new HandlerFunction(this, 'RecordDeliveryEvent', {
      entry: DELIVERY_EVENT_ENTRY,
      description: 'Records the delivery of e-mails to external authorities from SES events',
      access: deliveryEventAccess,
      environment: props.environment,
      timeout: Duration.seconds(30),
      deadLetterQueue: this.deadLetters,
    });
    const bus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    new ses.ConfigurationSetEventDestination(this, 'ToEventBridge', {
      configurationSet: props.configurationSet,
      destination: ses.EventDestination.eventBus(bus),
      events: [
        ses.EmailSendingEvent.DELIVERY,
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
        ses.EmailSendingEvent.DELIVERY_DELAY,
        ses.EmailSendingEvent.RENDERING_FAILURE,
      ],
    });
    new events.Rule(this, 'ForwardMail', {
      description: 'SES events of e-mails to external authorities',
      eventBus: bus,
      eventPattern: {
        source: ['aws.ses'],
        detailType: [...DELIVERY_DETAIL_TYPES],
        detail: { mail: { tags: { [FORWARD_MAIL_TAG.name]: [FORWARD_MAIL_TAG.value] } } },
      },
      targets: [
        new targets.LambdaFunction(this.handler.function, {
          retryAttempts: 4,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
  }
}
