import { describe, expect, it } from 'vitest';
import { gatewayRequestStarted, onGatewayRequest } from './request-events';

describe('gateway request events', () => {
  it('tells every subscriber a request started and how it ended, until it unsubscribes', () => {
    const heard: string[] = [];
    const unsubscribe = onGatewayRequest(() => {
      heard.push('start');
      return (outcome) => heard.push(outcome ?? 'ok');
    });
    gatewayRequestStarted()('failed');
    unsubscribe();
    gatewayRequestStarted()('ok');
    expect(heard).toEqual(['start', 'failed']);
  });

  it('works with nobody listening', () => {
    expect(() => gatewayRequestStarted()()).not.toThrow();
  });
});
