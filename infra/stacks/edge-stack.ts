import { Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { OstojaConfig } from '../config.js';
import { EdgeFirewall } from '../constructs/edge-firewall.js';
import { catchAllRateLimit, type EdgeRateLimit } from '../edge-limits.js';

/** CloudFront takes its web ACL and its certificate from us-east-1 only. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  stackPrefix: string;
  rateLimits: readonly EdgeRateLimit[];
  /** With a hosted zone: the site's certificate, validated through the zone. */
  domainName?: string | undefined;
  hostedZone?: OstojaConfig['hostedZone'];
}

/**
 * What CloudFront needs from us-east-1: the AWS WAF web ACL and, when the environment names a
 * hosted zone, the site's certificate (DNS-validated, no console step). Holds no personal data.
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;
  readonly certificate: acm.Certificate | undefined;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.firewall = new EdgeFirewall(this, 'Firewall', {
      name: `${props.stackPrefix}-edge`,
      rateLimits: props.rateLimits,
      catchAll: catchAllRateLimit,
    });
    if (props.domainName && props.hostedZone) {
      const zone = route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: props.hostedZone.id,
        zoneName: props.hostedZone.name,
      });
      this.certificate = new acm.Certificate(this, 'Certificate', {
        domainName: props.domainName,
        validation: acm.CertificateValidation.fromDns(zone),
      });
    }
  }
}
