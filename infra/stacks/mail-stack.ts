import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { isWithin, type OstojaConfig } from '../config.js';

export interface MailStackProps extends StackProps {
  mail: OstojaConfig['mail'];
  stackPrefix: string;
  /** The Route 53 zone, when it holds the sender's domain: the DNS records are then made here. */
  hostedZone?: OstojaConfig['hostedZone'];
}

/** The name of the configuration set every e-mail goes through (functions read it as MAIL_CONFIGURATION_SET). */
export const configurationSetName = (stackPrefix: string): string => `${stackPrefix.toLowerCase()}-mail`;

/**
 * E-mail in code (SES, the stacks' region): the sender's domain as an identity with Easy DKIM and
 * a MAIL FROM domain of its own (so SPF aligns), and a configuration set used by every send
 * (also as the identity's default) with reputation metrics, suppression of addresses that
 * bounced or complained, TLS required to the receiving server, and no open or click tracking.
 * With a hosted zone holding the domain, the DKIM, MX and SPF records are made too; otherwise
 * the outputs list them for the domain's DNS. A notice sender at another domain gets an identity
 * of its own.
 */
export class MailStack extends Stack {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { mail } = props;

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: configurationSetName(props.stackPrefix),
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(mail.domain),
      dkimSigning: true,
      mailFromDomain: mail.mailFromDomain,
      configurationSet: this.configurationSet,
    });

    const dkim = this.identity.dkimRecords;
    const mailFromMx = `10 feedback-smtp.${this.region}.amazonses.com`;
    const spf = 'v=spf1 include:amazonses.com ~all';
    const zone = props.hostedZone && isWithin(mail.domain, props.hostedZone.name) ? props.hostedZone : undefined;

    if (zone) {
      const hostedZone = route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: zone.id,
        zoneName: zone.name,
      });
      // SES gives each DKIM record's full name; the L1 keeps it as is (CnameRecord would append the zone).
      dkim.forEach((record, i) => {
        new route53.CfnRecordSet(this, `Dkim${i + 1}`, {
          hostedZoneId: zone.id,
          name: record.name,
          type: 'CNAME',
          resourceRecords: [record.value],
          ttl: '3600',
        });
      });
      new route53.MxRecord(this, 'MailFromMx', {
        zone: hostedZone,
        recordName: mail.mailFromDomain,
        values: [{ priority: 10, hostName: `feedback-smtp.${this.region}.amazonses.com` }],
        ttl: Duration.hours(1),
      });
      new route53.TxtRecord(this, 'MailFromSpf', {
        zone: hostedZone,
        recordName: mail.mailFromDomain,
        values: [spf],
        ttl: Duration.hours(1),
      });
    } else {
      dkim.forEach(
        (record, i) => new CfnOutput(this, `DnsDkim${i + 1}`, { value: `${record.name} CNAME ${record.value}` }),
      );
      new CfnOutput(this, 'DnsMailFromMx', { value: `${mail.mailFromDomain} MX ${mailFromMx}` });
      new CfnOutput(this, 'DnsMailFromSpf', { value: `${mail.mailFromDomain} TXT "${spf}"` });
    }
    if (mail.notice.domain !== mail.domain) this.noticeIdentity(mail.notice.domain, props.hostedZone);
    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });
  }

  /**
   * The notice of replies' own sending domain (decision 209), when it is not the sender's: an
   * identity with Easy DKIM, its records made in the zone when the zone holds it, else listed.
   */
  private noticeIdentity(domain: string, hostedZone: OstojaConfig['hostedZone']): void {
    const identity = new ses.EmailIdentity(this, 'NoticeIdentity', {
      identity: ses.Identity.domain(domain),
      dkimSigning: true,
      configurationSet: this.configurationSet,
    });
    const zone = hostedZone && isWithin(domain, hostedZone.name) ? hostedZone : undefined;
    identity.dkimRecords.forEach((record, i) => {
      if (zone)
        new route53.CfnRecordSet(this, `NoticeDkim${i + 1}`, {
          hostedZoneId: zone.id,
          name: record.name,
          type: 'CNAME',
          resourceRecords: [record.value],
          ttl: '3600',
        });
      else new CfnOutput(this, `DnsNoticeDkim${i + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });
  }
}
