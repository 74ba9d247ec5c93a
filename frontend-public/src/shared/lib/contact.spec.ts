import { describe, expect, it } from '@jest/globals';
import { telHref } from './contact';

describe('phone links (spec section 9)', () => {
  it('calls a phone number with its digits and a leading + only', () => {
    expect(telHref('(045) 961 2345')).toBe('tel:0459612345');
    expect(telHref('+63 917 000 1111')).toBe('tel:+639170001111');
  });
});
