import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { awsEndpoints, awsRegion, awsRequestHandler, optionalEnv, requireEnv } from '../lib/env.js';
import type { Email } from './email-templates.js';

const ses = new SESv2Client({ region: awsRegion(), endpoint: awsEndpoints.ses(), requestHandler: awsRequestHandler() });

/**
 * What else an e-mail may carry: copies, tags its SES events repeat (e.g. which kind of e-mail it
 * is), and another sender than the product's (the notice of replies', decision 209).
 */
export interface SendOptions {
  from?: string;
  cc?: readonly string[];
  tags?: Readonly<Record<string, string>>;
}

/**
 * Sends one e-mail built from a template in `email-templates.ts`, through the deployment's SES
 * configuration set (MAIL_CONFIGURATION_SET: suppression of bounced addresses, reputation metrics,
 * delivery events). Answers SES's message id, which its delivery events name.
 */
export async function sendEmail(to: string, email: Email, options: SendOptions = {}): Promise<string | undefined> {
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: options.from ?? requireEnv('MAIL_FROM'),
      ConfigurationSetName: optionalEnv('MAIL_CONFIGURATION_SET'),
      Destination: { ToAddresses: [to], ...(options.cc?.length ? { CcAddresses: [...options.cc] } : {}) },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
        },
      },
      ...(options.tags ? { EmailTags: Object.entries(options.tags).map(([Name, Value]) => ({ Name, Value })) } : {}),
    }),
  );
  return result.MessageId;
}
