import { describe, expect, it } from 'vitest';
import { BRANDS } from '@agency/schema/brands';
import { UPSTREAM_CALL_IDS, callEndpoint } from '@agency/schema/upstream-calls';
import { planPreflight } from '../plan';

const earlier = () => ({ data: [{ id: 7, slug: 'a-post' }] });
const template = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

describe('the preflight plan, from the call table', () => {
  it('makes every call of the table, on the path the table names, reads before the forms', () => {
    const plan = planPreflight({});
    expect(new Set(plan.map((p) => p.call))).toEqual(new Set(UPSTREAM_CALL_IDS));
    for (const planned of plan) {
      const request = planned.request(earlier);
      if ('skip' in request) throw new Error(`${planned.call} skipped: ${request.skip}`);
      expect(request.path, planned.call).toMatch(template(callEndpoint(planned.call).path));
      expect(request.body === undefined, planned.call).toBe(
        callEndpoint(planned.call).method === 'GET' || Boolean(planned.form),
      );
    }
    const firstForm = plan.findIndex((p) => p.form);
    expect(plan.slice(firstForm).every((p) => p.form)).toBe(true);
  });

  it('follows the deployment routes, and names every brand whose pages read a row', () => {
    const integration = planPreflight({}).filter((p) => p.call === 'talents.list');
    expect(integration.map((p) => p.backend)).toEqual(integration.map(() => 'manager'));
    const own = planPreflight({ 'talents.list': 'own' }).filter((p) => p.call === 'talents.list');
    expect(own.map((p) => `${p.backend} ${p.detail}`)).toEqual(
      BRANDS.filter((b) => b.content === 'talents').map((b) => `${b.backends.own} ${b.key}`),
    );
    const contact = planPreflight({}).filter((p) => p.call === 'forms.contact');
    expect(contact).toHaveLength(1);
    expect(contact[0]!.brands).toEqual(BRANDS.map((b) => b.key));
  });

  it('asks for a profile only with an id the list gave', () => {
    const profile = planPreflight({}).find((p) => p.call === 'talents.profile')!;
    expect(profile.request(() => ({ data: [] }))).toEqual({ skip: 'no talent id: the talent list gave none' });
    // The contract types the id as a number (sent as its digits).
    expect(profile.request(earlier)).toMatchObject({ path: '/api/talent/profile', query: { id: 7 } });
    expect(profile.request(() => ({ data: [{ id: 'x7' }] }))).toMatchObject({
      skip: expect.stringMatching(/not a number/),
    });
  });
});
