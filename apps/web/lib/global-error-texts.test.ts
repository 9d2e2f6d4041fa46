import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import hi from '../messages/hi.json';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

describe('the global error page’s texts', () => {
  it('are those of both message files (ui.globalError)', () => {
    expect(GLOBAL_ERROR_TEXTS.en).toEqual(en.ui.globalError);
    expect(GLOBAL_ERROR_TEXTS.hi).toEqual(hi.ui.globalError);
  });
});
