import type { EnvironmentSettings } from './config.js';

/**
 * Every deployment's settings, committed: `npx cdk deploy --all -c env=prod` deploys exactly what
 * the `prod` entry says, and a later deploy cannot silently reset a setting it forgot to pass.
 * One AWS account per environment (its `account` is checked at deploy time by the CDK CLI).
 * Field by field: `EnvironmentSettings` in config.ts; the walk-through: infra/README.md.
 *
 * `example` is what `npx cdk synth` shows with no `-c env`: it runs offline, with no
 * credentials, and can never be deployed (account 000000000000), which is why it alone may keep
 * the placeholder sender. Every other entry must name a real account and a real sender.
 */
export const environments = {
  example: {
    account: '000000000000',
    region: 'eu-central-1',
    mailFrom: 'no-reply@ostoja.example',
  },
  /**
   * Production: replace every value marked TODO before the first deploy (synth refuses the
   * placeholders). With `hostedZoneId`/`hostedZoneName` the deploy makes the certificate, the
   * site's DNS records and the mail DNS records itself.
   */
  prod: {
    account: '000000000000', // TODO: the production account's id
    region: 'eu-central-1',
    mailFrom: 'no-reply@ostoja.example', // TODO: e.g. powiadomienia@zgloszenia.example.pl
    domainName: 'zgloszenia.ostoja.example', // TODO: the site's host name
    hostedZoneId: 'Z0000000000000000000', // TODO: the Route 53 zone holding domainName and the sender's domain
    hostedZoneName: 'ostoja.example', // TODO
    alarmEmails: ['operatorzy@ostoja.example'], // TODO: who receives alarms (confirm the subscription e-mail)
    // The notice of replies reaches a reporter's private mailbox: its sender must not name the
    // product or the organisation (decision 209). The mail stack verifies the address's domain.
    noticeSender: 'info@powiadomienia.example', // TODO: an address at a neutral domain of the operator's
    noticeSmsSenderId: 'Info',
    // The cost model's SMS line is USD ~105 a month for 100 organisations (infra/README.md): the
    // limit agreed with AWS must be above it, with the alarm (80 %) above it too.
    smsMonthlyBudgetUsd: 150,
    backups: true,
  },
} as const satisfies Record<string, EnvironmentSettings>;
