import type { ContentStore } from './content-store.js';
import { isDelivering, LeadOutbox, type LeadSettings } from './lead-outbox.js';
import { startRetention, type RetentionMonths } from './retention.js';
import type { Sql } from './sql/sql.js';

/**
 * What a long-running API does for the forms besides answering them (`sitegen api` through
 * startApiServer, `sitegen serve` mounting the handler itself): the lead outbox, when a relay or
 * a CRM is configured, and the retention sweep. One place, so both commands keep the same duties.
 * `who` names the command in what it says on stderr.
 */
export function formsBackground(sql: Sql, store: ContentStore, options: { leads?: LeadSettings | undefined; retentionMonths?: RetentionMonths | undefined }, who: string) {
  const say = (what: string) => (error: unknown) => process.stderr.write(`${who}: ${what}: ${(error as Error).message ?? String(error)}\n`);
  const outbox = options.leads && isDelivering(options.leads) ? new LeadOutbox(sql, store, options.leads, { onError: say('lead delivery') }) : undefined;
  let retention: { stop(): Promise<void> } | undefined;
  return {
    /** For the form handler (ApiHandlerOptions.leads): undefined when nothing is delivered. */
    outbox,
    start() {
      outbox?.start();
      if (options.retentionMonths !== undefined) retention ??= startRetention(sql, options.retentionMonths, say('deleting expired form submissions'));
    },
    async stop() {
      await Promise.all([outbox?.stop(), retention?.stop()]);
    },
  };
}
