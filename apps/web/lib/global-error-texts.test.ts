import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import hi from '../messages/hi.json';
import { GLOBAL_ERROR_ENGLISH } from './global-error-texts';
import { GLOBAL_ERROR_HINDI } from './global-error-texts-hi';

describe('the global error page’s texts', () => {
  it('are those of both message files (ui.globalError)', () => {
    expect(GLOBAL_ERROR_ENGLISH).toEqual(en.ui.globalError);
    expect(GLOBAL_ERROR_HINDI).toEqual(hi.ui.globalError);
  });
});
