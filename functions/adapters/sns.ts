import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { awsEndpoints, awsRegion, awsRequestHandler } from '../lib/env.js';

const sns = new SNSClient({ region: awsRegion(), endpoint: awsEndpoints.sns(), requestHandler: awsRequestHandler() });

/** Polish mobile numbers are stored as 9 digits; SNS wants E.164. */
export const toE164 = (phone: string): string => (phone.startsWith('+') ? phone : `+48${phone.replace(/\D/g, '')}`);

/** The product's sender ID: codes to staff. The notice of replies has a neutral one (decision 209). */
const PRODUCT_SENDER_ID = 'Ostoja';

/** Sends a transactional SMS (codes, notices). Never log the text: it may hold a code. */
export async function sendSms(phone: string, text: string, options: { senderId?: string } = {}): Promise<void> {
  await sns.send(
    new PublishCommand({
      PhoneNumber: toE164(phone),
      Message: text,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: options.senderId ?? PRODUCT_SENDER_ID },
      },
    }),
  );
}
