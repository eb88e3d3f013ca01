import { AutomationRunLogSchema, EmailLogSchema, type AutomationRunLog, type EmailLog } from '@app/domain';
import type { DocReader } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const emailLogsCollection = defineCollection('email_logs', EmailLogSchema);
export const automationLogsCollection = defineCollection('automatic_execution_logs', AutomationRunLogSchema);
export const emailLogsWriter = new CollectionWriter(emailLogsCollection);
export const automationLogsWriter = new CollectionWriter(automationLogsCollection);

/** Limits of the reports screen (administration §7). */
export const EMAIL_LOGS_DEFAULT_LIMIT = 100;
export const EMAIL_LOGS_STATISTICS_LIMIT = 1000;
export const AUTOMATION_LOGS_DEFAULT_LIMIT = 50;

/** Reads of the e-mail log and of the automatic run log, newest first. */
export function createMailLogsRepository(reader: DocReader, options?: RepositoryOptions) {
  const emailLogs = new CollectionReader(reader, emailLogsCollection, options);
  const automationLogs = new CollectionReader(reader, automationLogsCollection, options);

  return {
    getEmailLog: (id: string): Promise<Entity<EmailLog> | null> => emailLogs.get(id),

    /**
     * A restaurant's e-mails sent from `since` to `until` (ISO timestamps, both optional), newest first.
     * The reports list uses 100, the statistics 1000 (the default), the 30-day view 500.
     */
    listEmailLogs(input: {
      restaurantId: string;
      since?: string;
      until?: string;
      limit?: number;
    }): Promise<Entity<EmailLog>[]> {
      return emailLogs.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          ...(input.since ? [{ field: 'sentAt', op: '>=' as const, value: input.since }] : []),
          ...(input.until ? [{ field: 'sentAt', op: '<=' as const, value: input.until }] : []),
        ],
        orderBy: [{ field: 'sentAt', direction: 'desc' }],
        limit: input.limit ?? EMAIL_LOGS_STATISTICS_LIMIT,
      });
    },

    /** A restaurant's automatic runs, newest execution first (50 for the list, 100 for statistics). */
    listAutomationRuns(input: { restaurantId: string; limit?: number }): Promise<Entity<AutomationRunLog>[]> {
      return automationLogs.query({
        where: [{ field: 'restaurantId', op: '==', value: input.restaurantId }],
        orderBy: [{ field: 'executionDate', direction: 'desc' }],
        limit: input.limit ?? AUTOMATION_LOGS_DEFAULT_LIMIT,
      });
    },
  };
}

export type MailLogsRepository = ReturnType<typeof createMailLogsRepository>;
