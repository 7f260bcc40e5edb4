import { describe, expect, it } from 'vitest';
import { footerCredit } from './credit';

describe("the footer's credit", () => {
  it("links the main brand's site as the deployment names it", () => {
    expect(footerCredit('CQ Empresariamento', {})).toEqual({
      name: 'CQ Empresariamento',
      url: 'https://cqempresariamento.com.br',
    });
    expect(
      footerCredit(undefined, { BRAND_DOMAINS_CQ_EMPRESARIAMENTO: 'http://cq-empresariamento.localhost:3000' }).url,
    ).toBe('http://cq-empresariamento.localhost:3000');
    expect(footerCredit(undefined, { BRAND_DOMAINS_CQ_EMPRESARIAMENTO: 'agency.example' }).url).toBe(
      'https://agency.example',
    );
  });
});
