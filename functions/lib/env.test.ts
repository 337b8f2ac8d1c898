import { afterEach, describe, expect, it } from 'vitest';
import { awsRequestHandler } from './env.js';

const names = ['AWS_SDK_CONNECTION_TIMEOUT_MS', 'AWS_SDK_REQUEST_TIMEOUT_MS'] as const;
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('AWS SDK timeouts', () => {
  it('are off when the deployment sets none (local runs)', () => {
    for (const name of names) delete process.env[name];
    expect(awsRequestHandler()).toBeUndefined();
  });

  it("take the deployment's milliseconds and make a request timeout throw, not just warn", () => {
    process.env.AWS_SDK_CONNECTION_TIMEOUT_MS = '1000';
    process.env.AWS_SDK_REQUEST_TIMEOUT_MS = '3000';
    expect(awsRequestHandler()).toEqual({ connectionTimeout: 1000, requestTimeout: 3000, throwOnRequestTimeout: true });
  });

  it('ignore a value that is not a positive whole number', () => {
    process.env.AWS_SDK_CONNECTION_TIMEOUT_MS = 'soon';
    process.env.AWS_SDK_REQUEST_TIMEOUT_MS = '2500';
    expect(awsRequestHandler()).toEqual({
      connectionTimeout: undefined,
      requestTimeout: 2500,
      throwOnRequestTimeout: true,
    });
  });
});
