import { describe, expect, it } from 'vitest';
import { resolveEnvironment, type EnvironmentSettings } from '../../infra/config.js';
import { environments } from '../../infra/environments.js';
import { EDGE_REGION } from '../../infra/stacks/edge-stack.js';
import { awsRegions, subProcessors } from '../../shared/domain/sub-processors.js';
import { productionLike } from './test-app.js';

describe('the sub-processors printed into the GDPR documents', () => {
  it('name every AWS region production deploys to: the primary, the disaster-recovery and the edge region', () => {
    const prod: EnvironmentSettings = environments.prod;
    const resolved = resolveEnvironment('prod', { ...productionLike, region: prod.region, drRegion: prod.drRegion });
    expect(awsRegions.primary.code).toBe(resolved.env.region);
    expect(awsRegions.disasterRecovery.code).toBe(resolved.drRegion);
    expect(awsRegions.edge.code).toBe(EDGE_REGION);
    const listed = subProcessors.flatMap((processor) => processor.regions.map((region) => region.code));
    expect(listed).toEqual(expect.arrayContaining([resolved.env.region, resolved.drRegion, EDGE_REGION]));
  });
});
