import { describe, expect, it } from 'vitest';
import { loadConfig, testGatewayConfig } from '../config.ts';
import { hmacHex, sameSignature } from './payments.ts';
import { createRazorpayGateway } from './payments-razorpay.ts';

const razorpay = {
  gateway: 'razorpay' as const,
  keyId: 'rzp_test_abc',
  keySecret: 'key-secret-123',
  webhookSecret: 'hook-secret-456',
};

describe('the payment gateway drivers', () => {
  it('Razorpay driver: accepts HMAC-SHA256(key_secret, order_id|payment_id), refuses anything else', () => {
    const gateway = createRazorpayGateway(razorpay);
    const signature = hmacHex(razorpay.keySecret, 'order_Abc123|pay_Xyz789');
    expect(gateway.verifyPaymentSignature({ orderId: 'order_Abc123', paymentId: 'pay_Xyz789', signature })).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_Abc123', paymentId: 'pay_Other00', signature })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_Abc123', paymentId: 'pay_Xyz789', signature: 'zz' })).toBe(false);
    expect(gateway.checkoutPath('order_Abc123')).toBeNull();
  });

  it('Razorpay driver: checks a webhook over its raw body with the webhook secret', () => {
    const gateway = createRazorpayGateway(razorpay);
    const body = '{"event":"payment.captured","payload":{}}';
    expect(gateway.verifyWebhookSignature(body, hmacHex(razorpay.webhookSecret, body))).toBe(true);
    expect(gateway.verifyWebhookSignature(`${body} `, hmacHex(razorpay.webhookSecret, body))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, hmacHex(razorpay.keySecret, body))).toBe(false);
  });

  it('compares signatures in constant time and refuses non-hex or short ones', () => {
    const good = hmacHex('s', 'x');
    expect(sameSignature(good, good)).toBe(true);
    expect(sameSignature(good, good.slice(0, 62))).toBe(false);
    expect(sameSignature(good, `${good.slice(0, 63)}g`)).toBe(false);
    expect(sameSignature(good, '')).toBe(false);
  });

  it('is chosen by configuration: the test gateway by default, Razorpay only with its three keys', () => {
    const base = { AUTH_SECRET: 'a'.repeat(40), DATA_DIR: '/tmp/lp-payments-config-test' };
    expect(loadConfig({ ...base }).payments).toEqual(testGatewayConfig('a'.repeat(40)));
    expect(() => loadConfig({ ...base, PAYMENTS_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    const config = loadConfig({
      ...base,
      PAYMENTS_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(config.payments).toEqual({ gateway: 'razorpay', keyId: 'rzp_live_1', keySecret: 'secret', webhookSecret: 'hook' });
  });
});
