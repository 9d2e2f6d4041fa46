import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type SmsMessage = { to: string; text: string };

/** Sends a text message to a mobile number (E.164). A provider's driver implements this one call. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The default driver: each message is written as JSON into DATA_DIR/outbox (like mail), so that
 * nothing leaves the machine and a developer or a browser test reads the codes from there.
 * Files are named `<time>-<pid>-<n>-sms-<number>.json`.
 */
export function outboxSms(outboxDir: string): SmsSender {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const safeTo = message.to.replace(/[^0-9+]/g, '_');
      const file = path.join(outboxDir, `${Date.now()}-${process.pid}-${sequence}-sms-${safeTo}.json`);
      const body = JSON.stringify({ channel: 'sms', to: message.to, text: message.text, sentAt: new Date().toISOString() });
      await writeFile(`${file}.tmp`, body);
      // Renamed so that a reader never sees a half-written message.
      await rename(`${file}.tmp`, file);
    },
  };
}

/** The SMS driver for a configuration: the outbox under `dataDir` (no provider is configured yet). */
export function smsFor(config: { dataDir: string }): SmsSender {
  return outboxSms(path.join(config.dataDir, 'outbox'));
}
