import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { awsEndpoints, awsRegion, awsRequestHandler, optionalEnv, requireEnv } from '../lib/env.js';
import type { Email } from './email-templates.js';

const ses = new SESv2Client({ region: awsRegion(), endpoint: awsEndpoints.ses(), requestHandler: awsRequestHandler() });

/**
 * Sends one e-mail built from a template in `email-templates.ts`, through the deployment's SES
 * configuration set (MAIL_CONFIGURATION_SET: suppression of bounced addresses, reputation metrics).
 */
export async function sendEmail(to: string, email: Email): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv('MAIL_FROM'),
      ConfigurationSetName: optionalEnv('MAIL_CONFIGURATION_SET'),
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
