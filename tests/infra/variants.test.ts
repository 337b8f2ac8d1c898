import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { defaultAccess } from '../../infra/access.js';
import { FALLBACK_CORS_ORIGIN } from '../../infra/config.js';
import { HandlerFunction } from '../../infra/constructs/handler-function.js';
import { DataStack } from '../../infra/stacks/data-stack.js';
import { MailStack } from '../../infra/stacks/mail-stack.js';
import { WebStack } from '../../infra/stacks/web-stack.js';
import { TEST_ENV, testApp } from './test-app.js';

/** Settings other than the main test's: each builds only the stack it looks at. */
const env = { account: TEST_ENV.CDK_DEFAULT_ACCOUNT, region: TEST_ENV.CDK_DEFAULT_REGION };
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-aaaa-bbbb-cccc-123456789abc';
const WEB_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/ostoja-edge/abc';

let lastWeb: WebStack | undefined;

function webStack(props: { domainName?: string; certificateArn?: string }): Template {
  const { app } = testApp(undefined, { validate: false });
  const base = new Stack(app, 'Base', { env });
  const httpApi = new HttpApi(base, 'Api');
  const filesBucket = new s3.Bucket(base, 'Files');
  const originSecret = new secretsmanager.Secret(base, 'OriginSecret');
  lastWeb = new WebStack(app, 'Web', {
    env,
    httpApi,
    filesBucket,
    originSecret,
    stackPrefix: 'Ostoja',
    webAclArn: WEB_ACL,
    ...props,
  });
  return Template.fromStack(lastWeb);
}

describe('without a configured site origin (the example environment)', () => {
  it('lets uploads come from any CloudFront domain, so the first deployment works', () => {
    const { app } = testApp(undefined, { validate: false });
    const data = new DataStack(app, 'Data', {
      env,
      corsOrigins: [FALLBACK_CORS_ORIGIN],
      stackPrefix: 'Ostoja',
      backups: false,
      drRegion: 'eu-west-1',
    });
    const template = Template.fromStack(data);
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://*.cloudfront.net'] })] },
    });
    template.resourceCountIs('AWS::Backup::BackupPlan', 0);
  });

  it('leaves APP_ORIGIN unset rather than pointing e-mail links somewhere wrong', () => {
    const { app } = testApp(undefined, { validate: false });
    const stack = new Stack(app, 'Fn', { env });
    new HandlerFunction(stack, 'Probe', {
      entry: 'functions/system/health.ts',
      access: defaultAccess,
      environment: {
        table: new dynamodb.Table(stack, 'T', { partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING } }),
        filesBucket: new s3.Bucket(stack, 'B'),
        mail: { from: 'no-reply@ostoja.example', configurationSetName: 'ostoja-mail' },
        siteOrigin: undefined,
        logLevel: undefined,
        stackPrefix: 'Ostoja',
      },
    });
    const fn = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))[0] as {
      Properties: { Environment: { Variables: Record<string, unknown> } };
    };
    expect(fn.Properties.Environment.Variables).not.toHaveProperty('APP_ORIGIN');
    expect(fn.Properties.Environment.Variables).toHaveProperty('MAIL_FROM', 'no-reply@ostoja.example');
  });
});

describe('before `npm run build`', () => {
  it('uploads no site and says so', () => {
    const web = webStack({});
    web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(lastWeb!).hasWarning('*', Match.stringLikeRegexp('npm run build'));
  });
});

describe('with a custom domain and a certificate of its own (no hosted zone)', () => {
  it('serves the domain with that certificate and TLS 1.2 2025, and leaves DNS to the operator', () => {
    const web = webStack({ domainName: 'zgloszenia.example.pl', certificateArn: CERT });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['zgloszenia.example.pl'],
        ViewerCertificate: {
          AcmCertificateArn: CERT,
          MinimumProtocolVersion: 'TLSv1.2_2025',
          SslSupportMethod: 'sni-only',
        },
        WebACLId: WEB_ACL,
      }),
    });
    web.resourceCountIs('AWS::Route53::RecordSet', 0);
    web.hasOutput('SiteUrl', { Value: 'https://zgloszenia.example.pl' });
  });

  it('lists the mail DNS records to add by hand', () => {
    const { app } = testApp(undefined, { validate: false });
    const mail = Template.fromStack(
      new MailStack(app, 'Mail', {
        env,
        stackPrefix: 'Ostoja',
        mail: {
          from: 'powiadomienia@zgloszenia.example.pl',
          domain: 'zgloszenia.example.pl',
          mailFromDomain: 'bounce.zgloszenia.example.pl',
          receivingDomain: 'reports.zgloszenia.example.pl',
          notice: {
            from: 'Powiadomienie <powiadomienie@skrzynka-info.example.pl>',
            address: 'powiadomienie@skrzynka-info.example.pl',
            domain: 'skrzynka-info.example.pl',
            smsSenderId: 'Info',
          },
        },
      }),
    );
    mail.resourceCountIs('AWS::Route53::RecordSet', 0);
    for (const output of ['DnsDkim1', 'DnsDkim2', 'DnsDkim3']) mail.hasOutput(output, { Value: Match.anyValue() });
    // The notice of replies' own domain (decision 209) is a second identity with its DKIM records.
    mail.resourceCountIs('AWS::SES::EmailIdentity', 2);
    mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'skrzynka-info.example.pl' });
    for (const output of ['DnsNoticeDkim1', 'DnsNoticeDkim2', 'DnsNoticeDkim3'])
      mail.hasOutput(output, { Value: Match.anyValue() });
    mail.hasOutput('DnsMailFromMx', {
      Value: 'bounce.zgloszenia.example.pl MX 10 feedback-smtp.eu-central-1.amazonses.com',
    });
    mail.hasOutput('DnsMailFromSpf', { Value: 'bounce.zgloszenia.example.pl TXT "v=spf1 include:amazonses.com ~all"' });
  });
});
