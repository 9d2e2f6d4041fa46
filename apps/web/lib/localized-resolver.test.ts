import { MESSAGES } from '@lp/contract/messages';
import { MESSAGES_HI } from '@lp/contract/messages-hi';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localizedResolver } from './localized-resolver';

type Fields = { email: string; address: { pin: string } };

/** A resolver answering what zodResolver answers for a bad email and pin code, with the field elements as `ref`. */
const failing: Resolver<Fields> = async () => {
  const element: Record<string, unknown> = { name: 'email' };
  element.self = element;
  const errors = {
    email: { type: 'invalid_format', message: MESSAGES.emailInvalid, ref: element },
    address: { pin: { type: 'custom', message: MESSAGES.pinCode, ref: element } },
  } as unknown as FieldErrors<Fields>;
  return { values: {}, errors };
};

function pageIn(lang: string) {
  vi.stubGlobal('document', { documentElement: { lang } });
}

afterEach(() => vi.unstubAllGlobals());

describe('localizedResolver', () => {
  it('shows the contract’s messages in Hindi on a Hindi page, nested fields too, without walking into the elements', async () => {
    pageIn('hi-IN');
    const result = await localizedResolver(failing)({ email: 'x', address: { pin: '1' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as FieldErrors<Fields>;
    expect(errors.email?.message).toBe(MESSAGES_HI.emailInvalid);
    expect(errors.address?.pin?.message).toBe(MESSAGES_HI.pinCode);
  });

  it('leaves them in English on an English page', async () => {
    pageIn('en-IN');
    const result = await localizedResolver(failing)({ email: 'x', address: { pin: '1' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect((result.errors as FieldErrors<Fields>).email?.message).toBe(MESSAGES.emailInvalid);
  });
});
